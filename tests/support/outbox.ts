import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { FormName } from "../../app/forms/contract/schemas";
import { ENDPOINTS, post, VALID } from "./api";
import { consumeDeadLetters, consumeOutbox } from "../../worker/outbox/consumer";
import { interceptD1 } from "../../worker/outbox/meter";
import { type OutboxMessage, outboxOf } from "../../worker/outbox/outbox";
import { type SubmissionRow, getRow } from "../../worker/outbox/rows";
import { sweep } from "../../worker/outbox/sweep";

/**
 * A small world for the outbox's tests: the real D1 database and R2 bucket
 * (Miniflare's), recorded queues whose messages the tests deliver by hand,
 * a clock the tests move, and a stand-in for the college's script that
 * records each submission id once (as apps-script/Code.gs does under its
 * lock) and counts every call it gets.
 *
 * Faults: `inject()` wraps the bindings so that one chosen call (counted
 * across D1, R2 and the queues, in the order the code makes them) fails,
 * either before it does its work or after (the work done, the answer lost),
 * or so that the Worker stops after it: every later call fails too, and
 * nothing the code does afterwards (its reply, ack or retry) takes effect,
 * which is what an evicted isolate or a dropped client leaves behind.
 */
export type FaultMode = "throw-before" | "throw-after" | "stop";
export interface Fault {
  at: number;
  mode: FaultMode;
}

export class Stopped extends Error {}

export interface Queued {
  body: OutboxMessage;
  attempts: number;
  /** Clock time from which the message may be delivered. */
  at: number;
}

export function fakeQueue(clock: { now: number }) {
  const messages: Queued[] = [];
  const sent: OutboxMessage[] = [];
  const push = (body: OutboxMessage, delaySeconds = 0) => {
    sent.push(body);
    messages.push({ body, attempts: 1, at: clock.now + delaySeconds * 1000 });
  };
  return {
    messages,
    sent,
    send: async (body: OutboxMessage, options?: { delaySeconds?: number }) => push(body, options?.delaySeconds),
    sendBatch: async (batch: Iterable<{ body: OutboxMessage; delaySeconds?: number }>) => {
      for (const m of batch) push(m.body, m.delaySeconds);
    },
  };
}
export type FakeQueue = ReturnType<typeof fakeQueue>;

/** The tab each form's rows are written to, as apps-script/Code.gs names them. */
const TABS: Record<string, string> = { name: "Enquiries", fullName: "Visit requests", studentName: "Admissions" };
const FIRST_FOLDER = "Website admission files";

/**
 * The college's script: one row per submission id, whatever it is sent; an
 * erasure (`action: "erase"`) deletes the id's row and files, answers what
 * it erased of the id in all (`erased: {rows, files}`), keeps the erasure
 * key it was sent, and is recorded in `erasures` with the address it was
 * posted to. A submission carrying a kept erasure key is refused
 * (`"error":"erased"`), as Code.gs refuses it.
 *
 * It holds what a sheet and a Drive hold, so a test can move things as the
 * office might: each row sits in a tab (its form's own) under the
 * "Submission ID" column (the first), and an admission's images are files
 * in the folder that was current when it was delivered. `renameTab`,
 * `moveColumn`, `archive` and `changeFolder` move them. With
 * `{ looks: "where it wrote" }` its erasure looks only where Code.gs used
 * to: its own tabs by name, the first column and the current folder; by
 * default it looks everywhere, as Code.gs now does.
 */
export function script({ looks = "everywhere" }: { looks?: "everywhere" | "where it wrote" } = {}) {
  const rows = new Map<string, Record<string, unknown>>();
  const places = new Map<string, { tab: string; column: number }>();
  const files = new Map<string, { count: number; folder: string }>();
  const calls = new Map<string, number>();
  const erasures: { url: string; body: Record<string, unknown> }[] = [];
  const kept = new Map<string, { rows: number; files: number }>();
  let folder = FIRST_FOLDER;
  let fail = false;
  const ownTab = (tab: string) => Object.values(TABS).includes(tab);
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown> & { submissionId: string };
    calls.set(sent.submissionId, (calls.get(sent.submissionId) ?? 0) + 1);
    if (fail) return new Response("<html><title>Service unavailable</title></html>", { status: 503 });
    const id = sent.submissionId;
    if (sent.action === "erase") {
      erasures.push({ url: String(input instanceof Request ? input.url : input), body: sent });
      const place = places.get(id);
      const rowFound = place !== undefined && (looks === "everywhere" || (ownTab(place.tab) && place.column === 1));
      const saved = files.get(id);
      const filesFound = saved !== undefined && (looks === "everywhere" || saved.folder === folder);
      if (rowFound) {
        rows.delete(id);
        places.delete(id);
      }
      if (filesFound) files.delete(id);
      const key = String(sent.erasureKey);
      const before = kept.get(key) ?? { rows: 0, files: 0 };
      const total = { rows: before.rows + (rowFound ? 1 : 0), files: before.files + (filesFound ? saved.count : 0) };
      kept.set(key, total);
      return Response.json({ result: "success", submissionId: id, erased: total });
    }
    if (typeof sent.erasureKey === "string" && kept.has(sent.erasureKey))
      return Response.json({ result: "error", error: "erased" });
    if (!rows.has(id)) {
      rows.set(id, sent);
      const form = Object.keys(TABS).find((field) => field in sent)!;
      places.set(id, { tab: TABS[form]!, column: 1 });
      const images = Object.values(sent)
        .flat()
        .filter((value) => typeof value === "string" && value.startsWith("data:image/")).length;
      if (images > 0) files.set(id, { count: images, folder });
    }
    return Response.json({ result: "success", submissionId: id });
  });
  return {
    rows,
    files,
    calls,
    erasures,
    spy,
    /** The erasure keys the script keeps. */
    erasureKeys: () => [...kept.keys()],
    failing(on: boolean) {
      fail = on;
    },
    /** The office renames a tab. */
    renameTab(from: string, to: string) {
      for (const place of places.values()) if (place.tab === from) place.tab = to;
    },
    /** The office inserts columns before a tab's "Submission ID". */
    moveColumn(tab: string, column: number) {
      for (const place of places.values()) if (place.tab === tab) place.column = column;
    },
    /** The office moves a row to a tab of its own. */
    archive(id: string, tab = "Archive") {
      places.get(id)!.tab = tab;
    },
    /** DOCUMENTS_FOLDER_ID is changed: files already saved stay in the old folder. */
    changeFolder(name: string) {
      folder = name;
    },
  };
}

export function world(overrides: Record<string, unknown> = {}) {
  const clock = { now: Date.now() };
  const queue = fakeQueue(clock);
  const deadLetters = fakeQueue(clock);
  const base = {
    ...env,
    ...ENDPOINTS,
    FORM_LIMITER: { limit: async () => ({ success: true }) },
    OUTBOX: queue,
    DEAD_LETTERS: deadLetters,
    RELAY_SECRET: "s3cret-relay",
    ERASURE_KEY: "erasure-key-for-the-tests-0123456789abcdef",
    ...overrides,
  } as unknown as Env;
  return { clock, queue, deadLetters, env: base, db: env.OUTBOX_DB, bucket: env.SUBMISSIONS };
}
export type World = ReturnType<typeof world>;

/** Call counting and fault injection around the outbox's bindings. */
export function inject(w: World, fault: Fault | null) {
  const log: string[] = [];
  let stopped = false;
  const gate = async <T>(name: string, call: () => Promise<T>): Promise<T> => {
    if (stopped) throw new Stopped(`stopped before ${name}`);
    log.push(name);
    const n = log.length;
    if (fault?.at === n && fault.mode === "throw-before") throw new Error(`injected failure before ${name}`);
    const result = await call();
    if (fault?.at === n && fault.mode === "throw-after") throw new Error(`injected failure after ${name}`);
    if (fault?.at === n && fault.mode === "stop") stopped = true;
    return result;
  };
  const wrap = <T extends object>(target: T, label: string, methods: readonly string[]): T =>
    new Proxy(target, {
      get(t, key, receiver) {
        const value = Reflect.get(t, key, receiver);
        if (typeof value !== "function") return value;
        if (!methods.includes(String(key))) return value.bind(t);
        return (...args: unknown[]) => gate(`${label}.${String(key)}`, () => value.apply(t, args));
      },
    });
  const db = interceptD1(w.db, (call, run) =>
    gate(call.batch === undefined ? `d1.${verb(call.sql)}` : "d1.batch", run),
  );
  const env = {
    ...w.env,
    OUTBOX_DB: db,
    SUBMISSIONS: wrap(w.bucket, "r2", ["put", "get", "head", "delete", "list"]),
    OUTBOX: wrap(w.queue, "queue", ["send", "sendBatch"]),
    DEAD_LETTERS: wrap(w.deadLetters, "dlq", ["send", "sendBatch"]),
  } as unknown as Env;
  return { env, log, stopped: () => stopped };
}

const verb = (sql: string) => sql.trim().split(/\s+/)[0]!.toLowerCase();

// ── Driving the queues ─────────────────────────────────────────────────────

interface Outcome {
  acked: boolean;
  retried: number | null;
}

function fakeMessage(q: Queued) {
  const outcome: Outcome = { acked: false, retried: null };
  const message = {
    id: crypto.randomUUID(),
    timestamp: new Date(),
    body: q.body,
    attempts: q.attempts,
    ack: () => {
      outcome.acked = true;
    },
    retry: (options?: { delaySeconds?: number }) => {
      outcome.retried = options?.delaySeconds ?? 0;
    },
  };
  return { message, outcome };
}

/**
 * Deliver every message that is due, in one batch, to `consume`; retried
 * ones come back later with one more attempt, as Queues does. A message
 * neither acknowledged nor retried (the Worker stopped) comes back too.
 */
export async function deliverDue(
  queue: FakeQueue,
  clock: { now: number },
  consume: (batch: MessageBatch<OutboxMessage>) => Promise<void>,
  options: { stopped?: () => boolean } = {},
): Promise<number> {
  const stopped = options.stopped ?? (() => false);
  const due = queue.messages.filter((m) => m.at <= clock.now);
  if (due.length === 0) return 0;
  queue.messages.splice(0, queue.messages.length, ...queue.messages.filter((m) => m.at > clock.now));
  const made = due.map(fakeMessage);
  const batch = { queue: "mbc-outbox", messages: made.map((m) => m.message), ackAll() {}, retryAll() {} };
  try {
    await consume(batch as unknown as MessageBatch<OutboxMessage>);
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
  }
  made.forEach(({ outcome }, i) => {
    const q = due[i]!;
    if (stopped() || (!outcome.acked && outcome.retried === null)) {
      // Queues redelivers an unacknowledged message after its retry delay.
      queue.messages.push({ ...q, attempts: q.attempts + 1, at: clock.now + 30_000 });
    } else if (outcome.retried !== null) {
      queue.messages.push({ ...q, attempts: q.attempts + 1, at: clock.now + outcome.retried * 1000 });
    }
  });
  return due.length;
}

/**
 * Run the world until it is quiet: the queue consumer, the dead-letter
 * consumer and the sweep, with the clock moving to the next thing due.
 * Returns when no message is left and the sweep finds nothing to do.
 */
export async function settle(w: World, { rounds = 200 } = {}) {
  for (let round = 0; round < rounds; round++) {
    const delivered =
      (await deliverDue(w.queue, w.clock, (b) => consumeOutbox(b, w.env, () => w.clock.now))) +
      (await deliverDue(w.deadLetters, w.clock, (b) => consumeDeadLetters(b, w.env, () => w.clock.now)));
    if (delivered > 0) continue;
    const next = Math.min(...[...w.queue.messages, ...w.deadLetters.messages].map((m) => m.at));
    if (Number.isFinite(next)) {
      w.clock.now = Math.max(w.clock.now, next);
      continue;
    }
    // Nothing queued: the sweep, once claims and backoffs have lapsed, is the last word.
    w.clock.now += 20 * 60_000;
    const { requeued } = await sweep(outboxFor(w), { now: w.clock.now });
    if (requeued === 0) return;
  }
  throw new Error("the outbox did not settle");
}

/** The outbox as the Worker builds it from the world's env. */
export const outboxFor = (w: World) => outboxOf(w.env)!;

export const uuid = () => crypto.randomUUID();

/** Send one submission through the API, the way the browser does; returns the HTTP status. */
export async function submit(
  e: Env,
  form: FormName,
  id: string,
  data: Record<string, unknown> = VALID[form],
): Promise<number> {
  const res = await post(`/${form}`, { ...data, submissionId: id }, { env: e });
  return res.status;
}

export const row = (w: World, id: string): Promise<SubmissionRow | null> => getRow(w.db, id);
