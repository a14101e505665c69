import type { ChildProcess } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { sampleAdmissionText } from "../fixtures/sample-applicant";
import { killServe, startServe } from "./serve-process";

/**
 * The outbox's promise under hard kills: once a visitor is answered 200
 * "received", the submission reaches the college's inbox exactly once,
 * whatever happens. This runs its own `scripts/serve.ts` (the build
 * `npm start` serves, with the spreadsheet stand-in) on E2E_PORT + 60/61
 * with its own state under .data/kills-<run>/, sends applications (a small
 * image each, so R2 payload writes are covered) from concurrent clients that
 * resend the same body with the same submissionId until answered 200, as the
 * browser forms do, and meanwhile SIGKILLs the whole process group (vite
 * preview, workerd and the stand-in) KILLS_COUNT times, starting it again
 * each time. Then it waits until no more rows arrive and counts the inbox.
 *
 * What "exactly once" is measured against: the stand-in's inbox file
 * (<dir>/admission.jsonl), one row per id. The stand-in (like the real
 * script) answers a repeated id with success without writing it again, so a
 * second row can only appear if that guard fails; re-deliveries it absorbed
 * are reported from its /__stats, sampled before each kill (its counters die
 * with it, so that number may undercount).
 *
 * Defaults fit CI (150 submissions, 6 kills); a big run, on its own:
 *   KILLS_SUBMISSIONS=2000 KILLS_COUNT=20 npx playwright test --project=stateful tests/e2e/outbox-kills.spec.ts
 * Also: KILLS_CONCURRENCY (12 clients), KILLS_SEED (kill moments; 18),
 * KILLS_SETTLE_SECONDS (give up after this long without a new row; 45),
 * KILLS_KEEP=1 (keep .data/kills-<run>/ to look into a failure).
 */
test.describe.configure({ mode: "serial" });

const intEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};
const SUBMISSIONS = Math.max(1, intEnv("KILLS_SUBMISSIONS", 150));
const KILLS = intEnv("KILLS_COUNT", 6);
const CONCURRENCY = Math.max(1, intEnv("KILLS_CONCURRENCY", 12));
const SEED = intEnv("KILLS_SEED", 18);
const SETTLE_MS = intEnv("KILLS_SETTLE_SECONDS", 45) * 1000;

const PORT = Number(process.env.E2E_PORT || 8790) + 60;
const SITE = `http://127.0.0.1:${PORT}`;
const STANDIN = `http://127.0.0.1:${PORT + 1}`;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const root = `.data/kills-${run}`;
const dirs = { inbox: `${root}/inbox`, worker: `${root}/worker` };

const start = () =>
  startServe({
    port: PORT,
    dirs,
    relaySecret: "kills-relay-secret",
    adminToken: "kills-admin-token-0123456789abcdefgh",
  });

const kill = killServe;

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

/** Any answer at all (a 503 from /api/health is "up"), or null when nothing listens. */
async function answer(url: string, timeoutMs = 5_000): Promise<Response | null> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return null;
  }
}

/** Poll `done` every `every` ms until it holds; throw after `timeoutMs`. */
async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number, every = 50) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(every);
  }
}

/** mulberry32: the kill moments are the same for the same seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The inbox as the stand-in wrote it: rows per submissionId, plus lines that do not parse (a torn write). */
async function readInbox(): Promise<{ rows: Map<string, number>; torn: number }> {
  const text = await readFile(`${dirs.inbox}/admission.jsonl`, "utf8").catch(() => "");
  const rows = new Map<string, number>();
  let torn = 0;
  for (const line of text.split("\n")) {
    if (!line) continue;
    try {
      const id = String((JSON.parse(line) as { submissionId?: unknown }).submissionId);
      rows.set(id, (rows.get(id) ?? 0) + 1);
    } catch {
      torn += 1;
    }
  }
  return { rows, torn };
}

interface StandinStats {
  executions: number;
  written: number;
  duplicates: number;
}

async function standinStats(): Promise<StandinStats | null> {
  const res = await answer(`${STANDIN}/__stats`, 2_000);
  return res?.ok ? ((await res.json()) as StandinStats) : null;
}

let server: ChildProcess | undefined;
test.afterAll(async () => {
  kill(server);
  if (!process.env.KILLS_KEEP) await rm(root, { recursive: true, force: true, maxRetries: 5 });
});

test(`applications answered 200 reach the inbox exactly once through ${KILLS} SIGKILLs of the whole server`, async () => {
  // A safety net only: the waits below have their own deadlines.
  test.setTimeout(180_000 + SUBMISSIONS * 500 + KILLS * 90_000);
  const started = Date.now();
  const random = prng(SEED);

  const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#a05020" } })
    .png()
    .toBuffer();
  const png = `data:image/png;base64,${bytes.toString("base64")}`;

  // ── The server: started, killed, started again ───────────────────────────
  let upSince = 0; // when the current server first answered /api/health (0 = not up)
  let starts = 0;
  let downMs = 0; // kill to answering again, summed
  const bringUp = async () => {
    const down = Date.now();
    upSince = 0;
    server = start();
    starts += 1;
    let exited = false;
    server.once("exit", () => {
      exited = true;
    });
    // A start can fail (a port still held by a dying process): start again, a few times.
    for (let tries = 1; ; tries++) {
      const deadline = Date.now() + 90_000;
      while (!exited && Date.now() < deadline && !(await answer(`${SITE}/api/health`))) await pause(100);
      if (!exited && Date.now() < deadline) break;
      kill(server);
      if (tries === 5) throw new Error(`serve.ts did not come up after ${tries} starts`);
      await pause(1_000);
      exited = false;
      server = start();
      server.once("exit", () => {
        exited = true;
      });
    }
    upSince = Date.now();
    downMs += upSince - down;
  };
  const takeDown = async () => {
    kill(server);
    upSince = 0;
    await until(
      "the killed server's ports to close",
      async () => !(await answer(`${SITE}/robots.txt`, 1_000)) && !(await answer(`${STANDIN}/__health`, 1_000)),
      30_000,
    );
  };

  await bringUp();

  // ── The clients: each resends its own body and id until answered 200 ─────
  const acked: string[] = [];
  const unexpected: string[] = [];
  let resends = 0;
  let refused = 0; // resends after no answer at all (the server was down)
  let failedHard: Error | undefined;

  const client = async (index: number) => {
    const submissionId = crypto.randomUUID();
    const body = JSON.stringify({
      submissionId,
      ...sampleAdmissionText(`Kills ${run} #${index}`),
      academicPapers: [png],
      studentPhoto: png,
      transactionDocument: png,
    });
    for (let attempt = 1; !failedHard; attempt++) {
      if (attempt > 1) resends += 1;
      let status = 0;
      let reply: unknown = null;
      try {
        const res = await fetch(`${SITE}/api/admission`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body,
          signal: AbortSignal.timeout(60_000),
        });
        status = res.status;
        reply = await res.json().catch(() => null);
      } catch {
        // refused, reset or timed out: not yet
        refused += 1;
      }
      // A 200 whose body was cut off by a kill is no answer to the browser either: it sends again.
      if (status === 200 && reply !== null) {
        const { ok, id } = reply as { ok?: unknown; id?: unknown };
        if (ok === true && id === submissionId) acked.push(submissionId);
        else unexpected.push(`${submissionId}: 200 ${JSON.stringify(reply)}`);
        return;
      }
      // 5xx (503: not kept) and 429 mean "send it again"; any other 4xx for this valid body is a bug.
      if (status !== 0 && status !== 200 && status !== 429 && status < 500) {
        unexpected.push(`${submissionId}: ${status} ${JSON.stringify(reply)}`);
        return;
      }
      await pause(upSince ? 50 : 200);
    }
  };

  let next = 0;
  let answered = 0;
  const clients = Array.from({ length: CONCURRENCY }, async () => {
    while (next < SUBMISSIONS && !failedHard) {
      await client(next++);
      answered += 1;
    }
  });

  // ── The kills: kill i lands in the i-th slice of the submissions, after a
  // random 100–1500 ms of load since the last start ─────────────────────────
  const absorbed = { executions: 0, written: 0, duplicates: 0 };
  const addStats = (s: StandinStats | null) => {
    if (!s) return;
    absorbed.executions += s.executions;
    absorbed.written += s.written;
    absorbed.duplicates += s.duplicates;
  };
  let kills = 0;
  let killsAfterLoad = 0;
  const killer = (async () => {
    for (let i = 1; i <= KILLS; i++) {
      const threshold = Math.floor((SUBMISSIONS * (i - 1 + 0.2 + 0.6 * random())) / KILLS);
      const loadMs = 100 + Math.floor(random() * 1400);
      await until(
        `kill ${i}'s moment`,
        () => answered >= threshold && upSince > 0 && Date.now() - upSince >= loadMs,
        600_000,
        10,
      );
      if (answered >= SUBMISSIONS) killsAfterLoad += 1; // still kills deliveries in flight
      addStats(await standinStats());
      await takeDown();
      kills += 1;
      await bringUp();
    }
  })().catch((error: Error) => {
    failedHard = error;
  });

  await Promise.all([...clients, killer]);
  if (failedHard) throw failedHard;
  const loadDone = Date.now();

  // ── Delivery: wait until every acknowledged id is in the inbox. Give up
  // when no new row has arrived for KILLS_SETTLE_SECONDS (not sooner on
  // /api/health's word: it may answer from a minute-old count) ─────────────
  const outboxNow = async () => {
    const res = await answer(`${SITE}/api/health`);
    return res ? ((await res.json().catch(() => null)) as { pending?: number; failed?: number } | null) : null;
  };
  let inbox = await readInbox();
  const present = () => acked.filter((id) => inbox.rows.has(id)).length;
  let best = present();
  let lastProgress = Date.now();
  for (;;) {
    if (best === acked.length) break;
    const quiet = Date.now() - lastProgress;
    if (quiet >= SETTLE_MS) break;
    await pause(250);
    inbox = await readInbox();
    const now = present();
    if (now > best) {
      best = now;
      lastProgress = Date.now();
    }
  }
  addStats(await standinStats());
  const outbox = await outboxNow();

  const missing = acked.filter((id) => !inbox.rows.has(id));
  const duplicated = [...inbox.rows].filter(([id, n]) => n > 1 && acked.includes(id)).map(([id, n]) => `${id} ×${n}`);
  const summary =
    `outbox-kills: submissions=${SUBMISSIONS} answered200=${acked.length} kills=${kills}` +
    ` (after all answered: ${killsAfterLoad}) starts=${starts} concurrency=${CONCURRENCY} seed=${SEED}` +
    ` resends=${resends} (no answer: ${refused}) downtime=${(downMs / 1000).toFixed(1)}s delivered=${acked.length - missing.length} duplicates=${duplicated.length}` +
    ` missing=${missing.length} tornLines=${inbox.torn} unexpected=${unexpected.length}` +
    ` standinReDeliveriesAbsorbed≥${absorbed.duplicates} outboxAtEnd=${JSON.stringify(outbox)}` +
    ` load=${((loadDone - started) / 1000).toFixed(1)}s elapsed=${((Date.now() - started) / 1000).toFixed(1)}s`;
  console.log(summary);
  test.info().annotations.push({ type: "summary", description: summary });

  expect(unexpected, "every resend of a valid application is answered 200 or asked to try again").toEqual([]);
  expect(acked).toHaveLength(SUBMISSIONS);
  expect(inbox.torn, "lines in the inbox that do not parse").toBe(0);
  expect(duplicated, "applications answered 200 that reached the inbox more than once").toEqual([]);
  expect(missing, `${missing.length} applications answered 200 never reached the inbox`).toEqual([]);
});
