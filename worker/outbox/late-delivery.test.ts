import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { accept, submissionOf } from "./accept";
import { consumeOutbox } from "./consumer";
import type { OutboxMessage } from "./outbox";
import { payloadKey } from "./payloads";
import { handledByHand, redeliver } from "./redeliver";
import { deliverDue, outboxFor, row, settle, submit, uuid, type World, world } from "../../tests/support/outbox";
import { VALID } from "../../tests/support/api";

/**
 * What a delivery may and may not record once it has outlived its claim,
 * and how it treats its reads from R2: the office's redelivery and "handled
 * by hand" stand whatever a late delivery then says; the attempt's time
 * runs from the claim; a read from R2 that fails is a failed attempt that
 * is retried, and only a payload R2 does not have is given up on at once;
 * acceptance puts back a payload the orphan clean-up took from under it.
 */
beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM outbox_meta; DELETE FROM office_actions;");
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const consume = (w: World) => (b: MessageBatch<OutboxMessage>) => consumeOutbox(b, w.env, () => w.clock.now);

/** A script that holds each answer until the test gives it: the script's JSON, or a 503 page. */
function heldScript() {
  const answers: ((ok: boolean) => void)[] = [];
  const asked: (() => void)[] = [];
  const rows = new Set<string>();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    const sent = JSON.parse(String(init?.body)) as { submissionId: string };
    for (const heard of asked.splice(0)) heard();
    const ok = await new Promise<boolean>((answer) => answers.push(answer));
    if (!ok) return new Response("<html>Service unavailable</html>", { status: 503 });
    rows.add(sent.submissionId);
    return Response.json({ result: "success", submissionId: sent.submissionId });
  });
  return {
    rows,
    answers,
    /** Resolves when the script is next asked. */
    nextCall: () => new Promise<void>((heard) => asked.push(heard)),
  };
}

/** A delivery that has claimed the row and is waiting for the script, and the clock moved past its claim. */
async function lateDelivery(w: World, script: ReturnType<typeof heldScript>) {
  const id = uuid();
  expect(await submit(w.env, "enquiry", id)).toBe(200);
  const called = script.nextCall();
  const running = deliverDue(w.queue, w.clock, consume(w));
  await called;
  w.clock.now += outboxFor(w).settings.leaseMs + 1;
  return { id, running };
}

describe("a delivery that outlived its claim", () => {
  it("does not turn back a redelivery the office made meanwhile: the new delivery's outcome stands", async () => {
    // Past the retry window, so the late failure would fail the row for good.
    const w = world({ OUTBOX_RETRY_HOURS: "0.001" });
    const script = heldScript();
    const { id, running } = await lateDelivery(w, script);
    expect(await redeliver(outboxFor(w), id, "Sita", w.clock.now)).toBe("requeued");
    const reopened = await row(w, id);
    expect(reopened).toMatchObject({ state: "pending", leaseToken: null, leaseUntil: 0 });

    script.answers.shift()!(false);
    await running;
    expect(await row(w, id)).toMatchObject({
      state: "pending",
      generation: reopened!.generation,
      lastError: "",
      nextAttemptAt: reopened!.nextAttemptAt,
    });

    const again = script.nextCall();
    const second = deliverDue(w.queue, w.clock, consume(w));
    await again;
    script.answers.shift()!(true);
    await second;
    expect((await row(w, id))?.state).toBe("delivered");
  });

  it("does not turn a submission the office marked handled back to failed or pending", async () => {
    const w = world({ OUTBOX_RETRY_HOURS: "0.001" });
    const script = heldScript();
    const { id, running } = await lateDelivery(w, script);
    expect(await handledByHand(outboxFor(w), id, { actor: "Sita", note: "Phoned" }, w.clock.now)).toBe("handled");
    expect(await row(w, id)).toMatchObject({ state: "handled", leaseToken: null, leaseUntil: 0 });
    script.answers.shift()!(false);
    await running;
    expect(await row(w, id)).toMatchObject({ state: "handled", lastError: "" });
  });
});

describe("reading the payload", () => {
  /** The world's bucket with `get` replaced. */
  const withGet = (w: World, get: (key: string) => Promise<R2ObjectBody | null>) => {
    const bucket = new Proxy(w.bucket, {
      get: (target, key) => (key === "get" ? get : Reflect.get(target, key, target).bind(target)),
    });
    w.env = { ...w.env, SUBMISSIONS: bucket } as Env;
  };

  it("a read from R2 that fails is a failed attempt, retried; the submission is delivered on the next", async () => {
    const w = world();
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    const real = w.bucket;
    let failures = 0;
    withGet(w, async (key) => {
      failures += 1;
      if (failures === 1) throw new Error("R2 is unavailable");
      // The second read starts, then its body breaks off: unreadable JSON.
      if (failures === 2)
        return { json: () => Promise.reject(new SyntaxError("Unexpected end of JSON")) } as R2ObjectBody;
      return real.get(key);
    });
    const sent = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => Response.json({ result: "success", submissionId: id }));

    await deliverDue(w.queue, w.clock, consume(w));
    expect(await row(w, id)).toMatchObject({ state: "pending", attempts: 1, leaseToken: null });
    expect((await row(w, id))?.lastError).toMatch(
      /^storage_error: reading the stored submission failed: R2 is unavailable/,
    );
    expect(w.queue.messages).toHaveLength(1);
    expect(sent).not.toHaveBeenCalled();

    await settle(w);
    expect(await row(w, id)).toMatchObject({ state: "delivered", attempts: 3 });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("only a payload R2 does not have fails the submission at once", async () => {
    const w = world();
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    await w.bucket.delete(payloadKey(id));
    await deliverDue(w.queue, w.clock, consume(w));
    expect(await row(w, id)).toMatchObject({
      state: "failed",
      attempts: 1,
      lastError: "missing_payload: the stored submission is missing",
    });
  });

  it("times the attempt from the claim: a slow read shortens the wait for the script, and a read past it ends the attempt", async () => {
    const w = world();
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    const { timeoutMs } = outboxFor(w).settings;
    const real = w.bucket;
    let readTakes = 20_000;
    withGet(w, async (key) => {
      w.clock.now += readTakes;
      return real.get(key);
    });
    const timeouts = vi.spyOn(AbortSignal, "timeout");
    const sent = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => Response.json({ result: "success", submissionId: id }));
    readTakes = timeoutMs;
    await deliverDue(w.queue, w.clock, consume(w));
    expect(sent).not.toHaveBeenCalled();
    expect(await row(w, id)).toMatchObject({ state: "pending", attempts: 1 });
    expect((await row(w, id))?.lastError).toBe("timeout: reading the stored submission took the attempt's whole time");

    readTakes = 20_000;
    w.clock.now += 60_000;
    await deliverDue(w.queue, w.clock, consume(w));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(timeouts).toHaveBeenCalledWith(timeoutMs - 20_000);
    expect((await row(w, id))?.state).toBe("delivered");
  });
});

describe("acceptance and the orphan clean-up", () => {
  it("a resend whose old payload the clean-up deletes after the refresh puts it back once its row names it", async () => {
    const w = world();
    const id = uuid();
    const submission = await submissionOf("enquiry", { ...VALID.enquiry, language: "English" });
    // Kept earlier by an acceptance that stopped before its row.
    const outbox = outboxFor(w);
    const realPut = w.bucket.put.bind(w.bucket);
    await realPut(
      payloadKey(id),
      JSON.stringify({ form: "enquiry", submissionId: id, submittedAt: "", data: submission.data }),
      { customMetadata: { contentHash: submission.contentHash } },
    );
    // R2 stamps objects with the real time: the resend comes two hours after it.
    const later = Date.now() + 2 * 3_600_000;
    // Puts: the kept-already check, the refresh, and the clean-up (which listed
    // the payload while no row named it) deletes it just after the refresh.
    let puts = 0;
    const bucket = new Proxy(w.bucket, {
      get: (target, key) =>
        key === "put"
          ? async (...args: Parameters<R2Bucket["put"]>) => {
              const done = await realPut(...args);
              puts += 1;
              if (puts === 2) await target.delete(payloadKey(id));
              return done;
            }
          : Reflect.get(target, key, target).bind(target),
    });
    expect(await accept({ ...outbox, bucket }, id, submission, later)).toBe("accepted");
    // Written again once the row named it.
    expect(puts).toBe(3);
    const kept = await w.bucket.get(payloadKey(id));
    expect(kept).not.toBeNull();
    expect(((await kept!.json()) as { data: unknown }).data).toEqual(submission.data);
  });
});
