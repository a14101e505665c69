import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../api/index";
import { VALID } from "../../tests/support/api";
import { consumeDeadLetters, consumeOutbox } from "./consumer";
import { outboxOf } from "./outbox";
import { payloadKey } from "./payloads";
import { redeliverFailed } from "./redeliver";
import { counts, listRows } from "./rows";
import { sweep } from "./sweep";
import {
  deliverDue,
  type Fault,
  type FaultMode,
  inject,
  outboxFor,
  row,
  script,
  settle,
  submit,
  uuid,
  type World,
  world,
} from "../../tests/support/outbox";

/**
 * Every call the outbox makes to D1, R2 or a queue, failed in turn: in
 * acceptance, delivery (succeeding and failing), the dead-letter consumer,
 * the sweep and the office's redelivery. Each step is first run cleanly to
 * count its calls, then once per call and per way of failing:
 *
 * - throw-before: the call fails and does nothing;
 * - throw-after: the call does its work, then fails (its answer is lost);
 * - stop: the Worker stops right after the call; nothing later happens.
 *
 * Whatever failed, the visitor was either told "not received" and a resend
 * with the same id succeeds, or the submission reaches the college's sheet
 * exactly once (with what was sent) once the queue, the sweep and resends
 * have run; and between the fault and the repair, health and the office's
 * list show the row in the state it is in.
 */
const MODES: FaultMode[] = ["throw-before", "throw-after", "stop"];

const emptyDatabase = () => env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM outbox_meta;");

beforeEach(async () => {
  await emptyDatabase();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** Count the calls of `step` run without faults, then run it once per call and mode. */
async function everyFault(
  label: string,
  setup: () => Promise<Scenario>,
  check: (scenario: Scenario, fault: Fault) => Promise<void>,
) {
  const clean = await setup();
  const { log } = await clean.run(null);
  expect(log.length, `${label} makes calls`).toBeGreaterThan(0);
  const tried: string[] = [];
  for (let at = 1; at <= log.length; at++) {
    for (const mode of MODES) {
      await emptyDatabase();
      const scenario = await setup();
      await check(scenario, { at, mode });
      tried.push(`${log[at - 1]}:${mode}`);
    }
  }
  return { calls: log, tried };
}

interface Scenario {
  w: World;
  id: string;
  sheet: ReturnType<typeof script>;
  run(fault: Fault | null): Promise<{ log: string[]; stopped: boolean; status?: number | null }>;
}

/** The row is listed under its own state, and counted there (what health and the office read). */
async function truthful(w: World, id: string) {
  const r = await row(w, id);
  if (!r) return null;
  const listed = await listRows(w.db, r.state, null, 1000);
  expect(listed.map((x) => x.id)).toContain(id);
  const c = await counts(w.db);
  if (r.state === "pending") expect(c.pending).toBeGreaterThanOrEqual(1);
  if (r.state === "failed") expect(c.failed).toBeGreaterThanOrEqual(1);
  return r;
}

/** The sheet holds the submission once, with what was sent, and the row says delivered. */
async function deliveredOnce(s: Scenario, sent: Record<string, unknown>) {
  expect(s.sheet.rows.get(s.id)).toMatchObject({ ...sent, submissionId: s.id });
  expect([...s.sheet.rows.keys()].filter((k) => k === s.id)).toHaveLength(1);
  expect((await row(s.w, s.id))?.state).toBe("delivered");
}

function scenario(w: World, id: string, run: Scenario["run"]): Scenario {
  return { w, id, sheet: script(), run };
}

/** Accept a submission cleanly and take its message off the queue, for the steps after acceptance. */
async function acceptedQuietly(w: World, id: string) {
  expect(await submit(w.env, "admission", id)).toBe(200);
  return w.queue.messages.splice(0);
}

describe("every call in acceptance fails in turn", () => {
  it("the visitor is told 'not received' and a resend succeeds, or it arrives once", async () => {
    const setup = async () => {
      const w = world();
      const id = uuid();
      return scenario(w, id, async (fault) => {
        const f = inject(w, fault);
        let status: number | null = await submit(f.env, "admission", id).catch(() => null);
        // A stopped Worker's reply never reaches the visitor.
        if (f.stopped()) status = null;
        return { log: f.log, stopped: f.stopped(), status };
      });
    };
    const { calls, tried } = await everyFault("acceptance", setup, async (s, fault) => {
      const { status } = await s.run(fault);
      expect(status === null || status === 200 || status === 503, `answered ${status}`).toBe(true);
      const r = await truthful(s.w, s.id);
      if (status === 200) expect(r?.state).toBe("pending");
      // The browser resends with the same id until it hears 200.
      let answered = status === 200;
      for (let tries = 0; !answered && tries < 3; tries++)
        answered = (await submit(s.w.env, "admission", s.id)) === 200;
      expect(answered).toBe(true);
      await settle(s.w);
      await deliveredOnce(s, VALID.admission);
    });
    expect(calls).toEqual(["d1.select", "r2.head", "r2.put", "d1.insert", "queue.send"]);
    expect(tried).toHaveLength(15);
  });

  it("a resend that finds the payload already kept (its first try stopped after R2) keeps it once", async () => {
    const w = world();
    const s = scenario(w, uuid(), async () => ({ log: [], stopped: false }));
    const f = inject(w, { at: 3, mode: "stop" });
    await submit(f.env, "admission", s.id).catch(() => null);
    expect(await w.bucket.head(payloadKey(s.id))).not.toBeNull();
    expect(await row(w, s.id)).toBeNull();
    const resend = inject(w, null);
    expect(await submit(resend.env, "admission", s.id)).toBe(200);
    expect(resend.log).toEqual(["d1.select", "r2.head", "r2.put", "r2.head", "d1.insert", "queue.send"]);
    await settle(w);
    await deliveredOnce(s, VALID.admission);
  });
});

describe("every call in delivery fails in turn", () => {
  for (const outcome of ["delivered", "script failing"] as const) {
    it(`(${outcome}) the submission still arrives once`, async () => {
      const setup = async () => {
        const w = world();
        const id = uuid();
        const s = scenario(w, id, async (fault) => {
          const f = inject(w, fault);
          s.sheet.failing(outcome === "script failing");
          await deliverDue(w.queue, w.clock, (b) => consumeOutbox(b, f.env, () => w.clock.now), {
            stopped: f.stopped,
          });
          s.sheet.failing(false);
          return { log: f.log, stopped: f.stopped() };
        });
        w.queue.messages.push(...(await acceptedQuietly(w, id)));
        return s;
      };
      const { calls } = await everyFault("delivery", setup, async (s, fault) => {
        await s.run(fault);
        await truthful(s.w, s.id);
        await settle(s.w);
        await deliveredOnce(s, VALID.admission);
      });
      expect(calls).toEqual(["d1.update", "r2.get", "d1.update"]);
    });
  }
});

describe("every call in the dead-letter consumer fails in turn", () => {
  it("the row ends failed (health red) or delivered, never lost; the office's redelivery then brings it once", async () => {
    const setup = async () => {
      const w = world();
      const id = uuid();
      const s = scenario(w, id, async (fault) => {
        const f = inject(w, fault);
        await deliverDue(w.deadLetters, w.clock, (b) => consumeDeadLetters(b, f.env, () => w.clock.now), {
          stopped: f.stopped,
        });
        return { log: f.log, stopped: f.stopped() };
      });
      await acceptedQuietly(w, id);
      const r = (await row(w, id))!;
      w.deadLetters.messages.push({ body: { id, generation: r.generation }, attempts: 1, at: w.clock.now });
      return s;
    };
    await everyFault("dead letters", setup, async (s, fault) => {
      await s.run(fault);
      await truthful(s.w, s.id);
      await settle(s.w);
      const r = (await truthful(s.w, s.id))!;
      expect(["failed", "delivered"]).toContain(r.state);
      if (r.state === "failed") {
        expect((await counts(s.w.db)).failed).toBe(1);
        expect(await redeliverFailed(outboxFor(s.w), "a test", s.w.clock.now)).toBe(1);
        await settle(s.w);
      }
      await deliveredOnce(s, VALID.admission);
    });
  });
});

describe("every call in the sweep fails in turn", () => {
  it("lost messages are sent again, expired submissions and orphaned payloads are deleted, in the end", async () => {
    const DAY = 86_400_000;
    let expired = "";
    let orphan = "";
    const setup = async () => {
      const w = world();
      const id = uuid();
      const s = scenario(w, id, async (fault) => {
        const f = inject(w, fault);
        await sweep(outboxOf(f.env)!, { now: w.clock.now }).catch(() => null);
        return { log: f.log, stopped: f.stopped() };
      });
      // Delivered long ago: kept past the retention period.
      expired = uuid();
      expect(await submit(w.env, "enquiry", expired)).toBe(200);
      await settle(w);
      // Left by an acceptance that stopped after its first write.
      orphan = uuid();
      await w.bucket.put(payloadKey(orphan), "{}");
      // Pending, its message lost.
      await acceptedQuietly(w, id);
      w.clock.now += 31 * DAY;
      return s;
    };
    const { calls } = await everyFault("the sweep", setup, async (s, fault) => {
      await s.run(fault);
      await truthful(s.w, s.id);
      await settle(s.w);
      await deliveredOnce(s, VALID.admission);
      expect(await row(s.w, expired)).toBeNull();
      expect(await s.w.bucket.head(payloadKey(expired))).toBeNull();
      expect(await s.w.bucket.head(payloadKey(orphan))).toBeNull();
    });
    expect(calls).toEqual([
      "d1.select",
      "d1.batch",
      "queue.sendBatch",
      "d1.select",
      "r2.delete",
      "d1.delete",
      "d1.select",
      "r2.list",
      "d1.select",
      "r2.delete",
      "d1.delete",
    ]);
  });
});

describe("every call in the office's redelivery fails in turn", () => {
  const TOKEN = "office-token-1234567890-abcdefghij";
  it("after the office tries again (as its tool tells it to), the failed submission arrives once", async () => {
    const setup = async () => {
      const w = world({ ADMIN_TOKEN: TOKEN, OUTBOX_RETRY_HOURS: "1" });
      const id = uuid();
      const s = scenario(w, id, async (fault) => {
        const f = inject(w, fault);
        const res = await Promise.resolve(
          api.request(
            `/admin/submissions/${id}/redeliver`,
            { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } },
            f.env,
          ),
        ).catch(() => null);
        return { log: f.log, stopped: f.stopped(), status: f.stopped() ? null : (res?.status ?? null) };
      });
      // Fails for over an hour (this world's retry window): failed for good.
      s.sheet.failing(true);
      expect(await submit(w.env, "admission", id)).toBe(200);
      await settle(w);
      s.sheet.failing(false);
      expect((await row(w, id))?.state).toBe("failed");
      return s;
    };
    const { calls } = await everyFault("redelivery", setup, async (s, fault) => {
      const { status } = await s.run(fault);
      await truthful(s.w, s.id);
      if (status !== 200) {
        const again = await api.request(
          `/admin/submissions/${s.id}/redeliver`,
          { method: "POST", headers: { authorization: `Bearer ${TOKEN}` } },
          s.w.env,
        );
        expect(again.status).toBe(200);
      }
      await settle(s.w);
      await deliveredOnce(s, VALID.admission);
    });
    // The batch: the row's change and the record of who asked for it, in one transaction.
    expect(calls).toEqual(["d1.batch", "queue.send"]);
  });
});
