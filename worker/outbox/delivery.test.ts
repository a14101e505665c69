import { describe, expect, it, vi } from "vitest";
import { scriptSuccess, upstream, VALID } from "../../tests/support/api";
import { consumeOutbox } from "./consumer";
import type { OutboxMessage } from "./outbox";
import { backoffSeconds } from "./outbox";
import { config } from "../config";
import { row, settle, submit, uuid, type World, world } from "../../tests/support/outbox";

/**
 * Delivery by the queue consumer (worker/outbox/consumer.ts): the exact
 * reply protocol, retries with backoff, the retry window, and the bound on
 * deliveries at once. Messages are handed to the consumer one by one so
 * each test sees exactly what was acknowledged, retried or sent.
 */
const HOUR = 3_600_000;

function message(body: OutboxMessage, attempts = 1) {
  return { id: `m-${body.id}`, timestamp: new Date(), body, attempts, ack: vi.fn(), retry: vi.fn() };
}
type FakeMessage = ReturnType<typeof message>;
const batch = (messages: FakeMessage[]) =>
  ({ queue: "mbc-outbox", messages, ackAll: vi.fn(), retryAll: vi.fn() }) as unknown as MessageBatch<OutboxMessage>;

async function accepted(overrides: Record<string, unknown> = {}, form: "enquiry" | "admission" = "enquiry") {
  const w = world(overrides);
  const id = uuid();
  expect(await submit(w.env, form, id)).toBe(200);
  w.queue.messages.splice(0);
  return { w, id };
}

/** Hand the row's current message to the consumer once. */
async function deliverOnce(w: World, id: string, attempts = 1, now?: () => number) {
  const m = message({ id, generation: (await row(w, id))!.generation }, attempts);
  await consumeOutbox(batch([m]), w.env, now);
  return m;
}

describe("delivery by the queue consumer", () => {
  it("delivers with the relay secret and the same id, then marks it delivered", async () => {
    const { w, id } = await accepted();
    const up = upstream((_url, init) => scriptSuccess(init));
    const m = await deliverOnce(w, id);
    expect(m.ack).toHaveBeenCalled();
    expect(m.retry).not.toHaveBeenCalled();
    expect(up.calls[0]!.body).toMatchObject({ ...VALID.enquiry, submissionId: id, relaySecret: "s3cret-relay" });
    expect(await row(w, id)).toMatchObject({ state: "delivered", attempts: 1, lastError: "", leaseToken: null });
  });

  it("logs each attempt with what it cost the database: the claim and the outcome, two statements", async () => {
    const { w, id } = await accepted();
    upstream((_url, init) => scriptSuccess(init));
    const lines = vi.spyOn(console, "log").mockImplementation(() => {});
    await deliverOnce(w, id);
    const attempt = lines.mock.calls.map((c) => JSON.parse(String(c[0]))).find((l) => l.event === "outbox_attempt");
    expect(attempt).toMatchObject({ id, outcome: "delivered", d1: 2 });
  });

  const failures: [string, (url: string, init: RequestInit | undefined) => Response | Promise<Response>][] = [
    ["HTML page with 200", () => new Response("<html><title>Error</title>Script function not found: doPost</html>")],
    ["JSON error", () => Response.json({ result: "error", error: "Sheet is full" })],
    ["busy", () => Response.json({ result: "error", error: "busy" })],
    ["success without the id", () => Response.json({ result: "success" })],
    [
      "success with another id",
      () => Response.json({ result: "success", submissionId: "11111111-1111-4111-8111-111111111111" }),
    ],
    [
      "sign-in redirect",
      (url) =>
        url.includes("accounts.google.com")
          ? new Response("<html>Sign in</html>")
          : new Response(null, { status: 302, headers: { location: "https://accounts.google.com/ServiceLogin" } }),
    ],
    ["5xx", () => new Response("<h1>Server error</h1>", { status: 500 })],
    [
      "timeout",
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    ],
    [
      "network error",
      () => {
        throw new TypeError("Network connection lost");
      },
    ],
  ];

  it.each(failures)("a %s is a failed attempt: never delivered, retried in 30 s", async (_name, handler) => {
    const { w, id } = await accepted({ UPSTREAM_TIMEOUT_MS: "50" });
    upstream(handler);
    const m = await deliverOnce(w, id);
    expect(m.ack).not.toHaveBeenCalled();
    expect(m.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    const r = (await row(w, id))!;
    expect(r).toMatchObject({ state: "pending", attempts: 1, leaseToken: null, leaseUntil: 0 });
    expect(r.lastError).not.toBe("");
  });

  it("backs off 30 s, doubling to at most 10 minutes", () => {
    const settings = config({}).outbox;
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffSeconds(n, settings))).toEqual([
      30, 60, 120, 240, 480, 600, 600, 600,
    ]);
  });

  it("each further failure waits longer, counted from the stored attempts, and the row says when it is due", async () => {
    const { w, id } = await accepted();
    upstream(() => new Response("<html>error</html>"));
    const delays: number[] = [];
    for (let n = 1; n <= 7; n++) {
      const now = Date.now();
      const m = await deliverOnce(w, id, n, () => now);
      const delay = m.retry.mock.calls[0]![0].delaySeconds as number;
      delays.push(delay);
      expect((await row(w, id))!.nextAttemptAt).toBe(now + delay * 1000);
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 600, 600]);
    expect((await row(w, id))!.attempts).toBe(7);
  });

  it("before Queues' own retry limit, the message is sent afresh with the same delay", async () => {
    const { w, id } = await accepted();
    upstream(() => new Response("down", { status: 503 }));
    const m = await deliverOnce(w, id, 95);
    expect(m.ack).toHaveBeenCalled();
    expect(m.retry).not.toHaveBeenCalled();
    expect(w.queue.messages.map((q) => q.body)).toEqual([{ id, generation: 0 }]);
  });

  it("when D1 or R2 fails the consumer, the message is retried later, never at once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { w, id } = await accepted();
    const broken = world({ SUBMISSIONS: { get: async () => Promise.reject(new Error("R2 unavailable")) } });
    const m = message({ id, generation: 0 });
    await consumeOutbox(batch([m]), broken.env);
    expect(m.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect(m.ack).not.toHaveBeenCalled();
    // The claim it took lapses; a later message for the row then delivers it.
    upstream((_url, init) => scriptSuccess(init));
    w.queue.messages.push({ body: { id, generation: 0 }, attempts: 2, at: w.clock.now });
    await settle(w);
    expect((await row(w, id))?.state).toBe("delivered");
  });

  it("a submission already delivered is acknowledged without another request", async () => {
    const { w, id } = await accepted();
    const up = upstream((_url, init) => scriptSuccess(init));
    await deliverOnce(w, id);
    const again = await deliverOnce(w, id);
    expect(again.ack).toHaveBeenCalled();
    expect(up.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("a script that recorded the row but answered too late is recorded exactly once on the retry", async () => {
    const { w, id } = await accepted({ UPSTREAM_TIMEOUT_MS: "50" });
    const rows = new Set<string>();
    let first = true;
    upstream(async (_url, init) => {
      const sent = JSON.parse(String(init!.body)) as { submissionId: string };
      rows.add(sent.submissionId);
      if (first) {
        first = false;
        return new Promise<Response>((_r, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        );
      }
      return Response.json({ result: "success", submissionId: sent.submissionId, duplicate: true });
    });
    expect((await deliverOnce(w, id)).retry).toHaveBeenCalled();
    expect((await deliverOnce(w, id, 2)).ack).toHaveBeenCalled();
    expect((await row(w, id))?.state).toBe("delivered");
    expect(rows.size).toBe(1);
  });

  it("after OUTBOX_RETRY_HOURS (24) of failures it is failed for good, with an error logged and no personal data", async () => {
    const { w, id } = await accepted();
    const received = (await row(w, id))!.receivedAt;
    upstream(() => Response.json({ result: "error", error: "Sheet is full" }));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const early = await deliverOnce(w, id, 40, () => received + 23 * HOUR);
    expect(early.retry).toHaveBeenCalled();
    expect((await row(w, id))?.state).toBe("pending");
    const last = await deliverOnce(w, id, 41, () => received + 24 * HOUR + 1);
    expect(last.ack).toHaveBeenCalled();
    expect(last.retry).not.toHaveBeenCalled();
    expect((await row(w, id))?.state).toBe("failed");
    const line = JSON.parse(String(errors.mock.calls.at(-1)![0]));
    expect(line).toMatchObject({ event: "outbox_failed", id, form: "enquiry", attempts: 2 });
    expect(JSON.stringify(line)).not.toContain(VALID.enquiry.email);
  });

  it("the worker's queue handler routes the dead-letter queue to its own consumer, which fails the row", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { w, id } = await accepted();
    const { queue } = await import("./handlers");
    const m = message({ id, generation: 0 });
    await queue({ queue: "mbc-outbox-dlq", messages: [m] } as unknown as MessageBatch<OutboxMessage>, w.env);
    expect(m.ack).toHaveBeenCalled();
    expect((await row(w, id))?.state).toBe("failed");
  });

  it("asks the script for at most OUTBOX_CONCURRENCY (4) deliveries at once", async () => {
    const w = world();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const id = uuid();
      expect(await submit(w.env, "enquiry", id)).toBe(200);
      ids.push(id);
    }
    let active = 0;
    let maxActive = 0;
    const release: (() => void)[] = [];
    let arrived: () => void = () => {};
    upstream(async (_url, init) => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      arrived();
      await new Promise<void>((resume) => release.push(resume));
      active -= 1;
      return scriptSuccess(init);
    });
    const messages = ids.map((id) => message({ id, generation: 0 }));
    const done = consumeOutbox(batch(messages), w.env);
    for (let released = 0; released < 10; released++) {
      // Wait until every lane is busy (four, or what is left), then let one go.
      while (release.length < Math.min(released + 4, 10)) await new Promise<void>((heard) => (arrived = heard));
      expect(active).toBeLessThanOrEqual(4);
      release[released]!();
    }
    await done;
    expect(maxActive).toBe(4);
    for (const m of messages) expect(m.ack).toHaveBeenCalled();
  });
});
