import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { VALID } from "../../tests/support/api";
import { consumeDeadLetters, consumeOutbox } from "./consumer";
import type { OutboxMessage } from "./outbox";
import { redeliver } from "./redeliver";
import { sweep } from "./sweep";
import {
  deliverDue,
  type FakeQueue,
  outboxFor,
  row,
  settle,
  submit,
  uuid,
  type World,
  world,
} from "../../tests/support/outbox";

/**
 * Writers racing one another over one submission: two messages delivered at
 * once, and the sweep, the dead-letter consumer and the office's redelivery
 * arriving while a delivery is waiting for the script. The final state is
 * the true one, and the script is asked as few times as the race allows.
 */
beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM outbox_meta;");
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** A script whose answers wait until the test lets them go. */
function slowScript() {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const rows = new Set<string>();
  const listeners: (() => void)[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    const sent = JSON.parse(String(init?.body)) as { submissionId: string };
    calls.push(sent.submissionId);
    rows.add(sent.submissionId);
    for (const heard of listeners.splice(0)) heard();
    await new Promise<void>((go) => waiting.push(go));
    return Response.json({ result: "success", submissionId: sent.submissionId });
  });
  /** Resolves when the script is next asked (no timers: the test waits for the event itself). */
  const asked = () => new Promise<void>((heard) => listeners.push(heard));
  return { calls, waiting, rows, asked };
}

const consume = (w: World) => (b: MessageBatch<OutboxMessage>) => consumeOutbox(b, w.env, () => w.clock.now);

async function acceptOne(w: World) {
  const id = uuid();
  expect(await submit(w.env, "enquiry", id)).toBe(200);
  return id;
}

/** Start delivering what is queued, and wait until the script has been asked. */
async function deliveryWaitingOnScript(w: World, script: ReturnType<typeof slowScript>, q: FakeQueue = w.queue) {
  const asked = script.asked();
  const running = deliverDue(q, w.clock, consume(w));
  await asked;
  // Wrapped, or the async function would wait for the delivery itself.
  return { running };
}

describe("concurrent writers", () => {
  it("two messages for one submission delivered at once: one call to the script", async () => {
    const w = world();
    const script = slowScript();
    const id = await acceptOne(w);
    // A duplicate of the same message (Queues delivers at least once).
    w.queue.messages.push({ ...w.queue.messages[0]! });
    const { running } = await deliveryWaitingOnScript(w, script);
    for (const go of script.waiting) go();
    await running;
    expect(script.calls).toEqual([id]);
    expect((await row(w, id))?.state).toBe("delivered");
    // The loser waited for the winner's claim, and then found it delivered.
    const seen = script.calls.length;
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      throw new Error("the script must not be asked again");
    });
    await settle(w);
    expect(script.calls.length).toBe(seen);
  });

  it("the sweep, the dead-letter consumer and a redelivery during a delivery change nothing; it ends delivered", async () => {
    const w = world();
    const script = slowScript();
    const id = await acceptOne(w);
    // The message was late: the row is overdue when the delivery starts.
    w.clock.now += 20 * 60_000;
    const { running } = await deliveryWaitingOnScript(w, script);
    const generation = (await row(w, id))!.generation;

    const swept = await sweep(outboxFor(w), { now: w.clock.now });
    expect(swept.requeued).toBe(0);
    w.deadLetters.messages.push({ body: { id, generation }, attempts: 1, at: w.clock.now });
    await deliverDue(w.deadLetters, w.clock, (b) => consumeDeadLetters(b, w.env, () => w.clock.now));
    expect(await redeliver(outboxFor(w), id, "a test", w.clock.now)).toBe("in_progress");
    expect((await row(w, id))?.state).toBe("pending");

    for (const go of script.waiting) go();
    await running;
    expect((await row(w, id))?.state).toBe("delivered");
    expect(script.calls).toEqual([id]);
  });

  it("a script that hangs past the claim: a second delivery takes over, the script records it once, the row ends delivered", async () => {
    const w = world();
    const script = slowScript();
    const id = await acceptOne(w);
    const { running: first } = await deliveryWaitingOnScript(w, script);
    // The claim lapses and the message is presumed lost: the sweep sends another.
    w.clock.now += 20 * 60_000;
    expect((await sweep(outboxFor(w), { now: w.clock.now })).requeued).toBe(1);
    const { running: second } = await deliveryWaitingOnScript(w, script);
    for (const go of script.waiting.splice(0)) go();
    await Promise.all([first, second]);
    expect(script.calls).toEqual([id, id]);
    expect(script.rows.size).toBe(1);
    expect((await row(w, id))?.state).toBe("delivered");
  });

  it("a dead letter sent before the office's redelivery cannot fail it again", async () => {
    const w = world({ OUTBOX_RETRY_HOURS: "1" });
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("<html>down</html>"));
    const id = await acceptOne(w);
    await settle(w);
    const failed = (await row(w, id))!;
    expect(failed.state).toBe("failed");
    expect(await redeliver(outboxFor(w), id, "a test", w.clock.now)).toBe("requeued");
    // A dead letter naming the generation before the redelivery arrives late.
    w.deadLetters.messages.push({ body: { id, generation: failed.generation }, attempts: 1, at: w.clock.now });
    await deliverDue(w.deadLetters, w.clock, (b) => consumeDeadLetters(b, w.env, () => w.clock.now));
    expect((await row(w, id))?.state).toBe("pending");
  });

  it("a stale message cannot put a delivered submission back to pending or send it again", async () => {
    const w = world();
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_i, init) => {
      const sent = JSON.parse(String(init?.body)) as { submissionId: string };
      calls.push(sent.submissionId);
      return Response.json({ result: "success", submissionId: sent.submissionId });
    });
    const id = await acceptOne(w);
    const stale = { ...w.queue.messages[0]! };
    await settle(w);
    expect((await row(w, id))?.state).toBe("delivered");
    w.queue.messages.push(stale, { ...stale, body: { id, generation: stale.body.generation + 1 } });
    await deliverDue(w.queue, w.clock, consume(w));
    expect(w.queue.messages).toHaveLength(0);
    expect(calls).toEqual([id]);
    expect((await row(w, id))?.state).toBe("delivered");
  });

  it("the same id arriving concurrently with the same content is kept once and answered 200 both times", async () => {
    const w = world();
    const id = uuid();
    const statuses = await Promise.all([
      submit(w.env, "admission", id),
      submit(w.env, "admission", id),
      submit(w.env, "admission", id),
    ]);
    expect(statuses).toEqual([200, 200, 200]);
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_i, init) => {
      const sent = JSON.parse(String(init?.body)) as { submissionId: string };
      calls.push(sent.submissionId);
      return Response.json({ result: "success", submissionId: sent.submissionId });
    });
    await settle(w);
    expect(calls).toEqual([id]);
  });

  it("the same id arriving concurrently with different content: one is kept, the other told 409 (and nothing mixed)", async () => {
    const w = world();
    const id = uuid();
    const other = { ...VALID.admission, studentName: "Another Student" };
    const statuses = await Promise.all([submit(w.env, "admission", id), submit(w.env, "admission", id, other)]);
    expect([...statuses].sort()).toEqual([200, 409]);
    const kept = (await row(w, id))!;
    const payload = (await (await w.bucket.get(kept.payloadKey))!.json()) as { data: Record<string, unknown> };
    expect(payload.data).toEqual({ ...(statuses[0] === 200 ? VALID.admission : other), language: "English" });
  });
});
