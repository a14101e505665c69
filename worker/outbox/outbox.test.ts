import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { api } from "../api/index";
import { ENDPOINTS, post, scriptSuccess, upstream, VALID, withoutOutbox } from "../api/test-support";
import { consumeDeadLetters, consumeOutbox } from "./consumer";
import type { OutboxMessage } from "./outbox";
import { backoffSeconds, outboxSettings } from "./settings";
import { getRecord, listMarkers, type SubmissionRecord } from "./store";
import { outboxHealth, sweep } from "./sweep";

/**
 * The outbox (worker/outbox): durable acceptance, idempotency, the exact
 * reply protocol, retries with backoff, dead letters, the sweep, retention,
 * health and the office's API. R2 is Miniflare's; queues are recorded fakes
 * so each test sees exactly what was enqueued.
 */
const bucket = () => env.SUBMISSIONS;
const HOUR = 3_600_000;

function fakeQueue() {
  const sent: { body: OutboxMessage; delaySeconds?: number }[] = [];
  const queue = {
    sent,
    send: vi.fn(async (body: OutboxMessage, options?: { delaySeconds?: number }) => {
      sent.push({ body, delaySeconds: options?.delaySeconds });
    }),
  };
  return queue;
}

function outboxEnv(overrides: Record<string, unknown> = {}) {
  const queue = fakeQueue();
  const deadLetters = fakeQueue();
  const e = {
    ...env,
    ...ENDPOINTS,
    FORM_LIMITER: { limit: async () => ({ success: true }) },
    OUTBOX: queue,
    DEAD_LETTERS: deadLetters,
    RELAY_SECRET: "s3cret-relay",
    ...overrides,
  } as unknown as Env;
  return { env: e, queue, deadLetters };
}

const uuid = () => crypto.randomUUID();

function message(id: string, attempts = 1) {
  return { id: `m-${id}`, timestamp: new Date(), body: { id }, attempts, ack: vi.fn(), retry: vi.fn() };
}
type FakeMessage = ReturnType<typeof message>;
const batch = (queue: string, messages: FakeMessage[]) =>
  ({ queue, messages, ackAll: vi.fn(), retryAll: vi.fn() }) as unknown as MessageBatch<OutboxMessage>;

/** Accept one submission through the API; returns its id and the env used. */
async function accepted(form: "enquiry" | "visit" | "admission" = "enquiry", overrides: Record<string, unknown> = {}) {
  const o = outboxEnv(overrides);
  const id = uuid();
  const res = await post(`/${form}`, { ...VALID[form], submissionId: id }, { env: o.env });
  expect(res.status).toBe(200);
  return { ...o, id };
}

const record = async (id: string) => (await getRecord(bucket(), id))!;

describe("durable acceptance", () => {
  it("keeps the whole payload in R2 and names it on the queue before answering 200 with the id", async () => {
    const { queue, id } = await accepted("admission");
    const rec = await record(id);
    expect(rec).toMatchObject({ id, form: "admission", state: "pending", attempts: 0 });
    expect(rec.payloadKey).toMatch(new RegExp(`^payloads/admission/\\d{4}-\\d{2}-\\d{2}/${id}\\.json$`));
    const stored = (await (await bucket().get(rec.payloadKey))!.json()) as {
      data: Record<string, unknown>;
      submittedAt: string;
    };
    expect(stored.data).toEqual(VALID.admission);
    expect(stored.submittedAt).toMatch(/\+05:45$/);
    expect(JSON.stringify(stored)).not.toContain("s3cret-relay");
    expect(queue.sent).toEqual([{ body: { id }, delaySeconds: undefined }]);
    expect(await bucket().head(`state/pending/${id}`)).not.toBeNull();
  });

  it("a repeated id (sequential) is answered as the first and never stored or enqueued twice, even edited", async () => {
    const { env: e, queue, id } = await accepted();
    const again = await post("/enquiry", { ...VALID.enquiry, message: "Edited", submissionId: id }, { env: e });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, id });
    expect(queue.sent).toHaveLength(1);
    const rec = await record(id);
    const stored = (await (await bucket().get(rec.payloadKey))!.json()) as { data: { message: string } };
    expect(stored.data.message).toBe(VALID.enquiry.message);
  });

  it("the same id arriving concurrently is kept once and enqueued once", async () => {
    const o = outboxEnv();
    const id = uuid();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post("/visit", { ...VALID.visit, message: `copy ${i}`, submissionId: id }, { env: o.env }),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, id });
    }
    expect(o.queue.sent).toEqual([{ body: { id }, delaySeconds: undefined }]);
  });

  it.each(["", "not-a-uuid", "12345", "<script>", 42])(
    "a submissionId that is not a UUID (%j) is replaced by the server's",
    async (given) => {
      const o = outboxEnv();
      const res = await post("/enquiry", { ...VALID.enquiry, submissionId: given }, { env: o.env });
      const { id } = (await res.json()) as { id: string };
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(id).not.toBe(given);
    },
  );

  it("an upper-case UUID is the same key as its lower-case form", async () => {
    const { env: e, queue, id } = await accepted();
    await post("/enquiry", { ...VALID.enquiry, submissionId: id.toUpperCase() }, { env: e });
    expect(queue.sent).toHaveLength(1);
  });

  it("when R2 cannot keep it: 503 with a message, never 'received'", async () => {
    const broken = { head: async () => null, put: async () => Promise.reject(new Error("R2 unavailable")) };
    const o = outboxEnv({ SUBMISSIONS: broken });
    const res = await post("/enquiry", { ...VALID.enquiry, submissionId: uuid() }, { env: o.env });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/has not been received/);
    expect(o.queue.sent).toHaveLength(0);
  });

  it("when the queue refuses, the kept submission is still 'received' (the sweep enqueues it)", async () => {
    const failing = { send: async () => Promise.reject(new Error("queue down")) };
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { id } = await accepted("enquiry", { OUTBOX: failing });
    expect((await record(id)).state).toBe("pending");
  });

  it("the no-JavaScript result page shows the short reference", async () => {
    const o = outboxEnv();
    const id = uuid();
    const body = new URLSearchParams({ ...VALID.enquiry, submissionId: id });
    const res = await api.request("/enquiry", { method: "POST", body }, o.env);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("The college has received your enquiry.");
    expect(html).toContain(`MBC-${id.slice(0, 8).toUpperCase()}`);
  });
});

describe("delivery by the queue consumer", () => {
  it("delivers with the relay secret and the same id, then marks it delivered", async () => {
    const { env: e, id } = await accepted();
    const up = upstream((_url, init) => scriptSuccess(init));
    const m = message(id);
    await consumeOutbox(batch("mbc-outbox", [m]), e);
    expect(m.ack).toHaveBeenCalled();
    expect(m.retry).not.toHaveBeenCalled();
    expect(up.calls[0]!.body).toMatchObject({ ...VALID.enquiry, submissionId: id, relaySecret: "s3cret-relay" });
    const rec = await record(id);
    expect(rec).toMatchObject({ state: "delivered", attempts: 1, lastError: "" });
    expect(await bucket().head(`state/pending/${id}`)).toBeNull();
    expect(
      await bucket().head(`state/delivered/${new Date(rec.deliveredAt).toISOString().slice(0, 10)}/${id}`),
    ).not.toBeNull();
  });

  const failures: [string, (url: string, init: RequestInit | undefined) => Response | Promise<Response>][] = [
    ["HTML page with 200", () => new Response("<html><title>Error</title>Script function not found: doPost</html>")],
    ["JSON error", () => Response.json({ result: "error", error: "Sheet is full" })],
    ["busy", () => Response.json({ result: "error", error: "busy" })],
    ["unauthorised", () => Response.json({ result: "error", error: "unauthorised" })],
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
    const { env: e, id } = await accepted("enquiry", { UPSTREAM_TIMEOUT_MS: "50" });
    upstream(handler);
    const m = message(id);
    await consumeOutbox(batch("mbc-outbox", [m]), e);
    expect(m.ack).not.toHaveBeenCalled();
    expect(m.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    const rec = await record(id);
    expect(rec.state).toBe("pending");
    expect(rec.attempts).toBe(1);
    expect(rec.lastError).not.toBe("");
  });

  it("backs off 30 s, doubling to at most 10 minutes", () => {
    const settings = outboxSettings({});
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffSeconds(n, settings))).toEqual([
      30, 60, 120, 240, 480, 600, 600, 600,
    ]);
    // 24 hours of retries fit in Queues' 100 only because the consumer re-sends after 90 (see below).
  });

  it("each further failure waits longer, counted from the stored attempts", async () => {
    const { env: e, id } = await accepted();
    upstream(() => new Response("<html>error</html>"));
    const delays: number[] = [];
    for (let n = 1; n <= 7; n++) {
      const m = message(id, n);
      await consumeOutbox(batch("mbc-outbox", [m]), e);
      delays.push(m.retry.mock.calls[0]![0].delaySeconds);
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 600, 600]);
    expect((await record(id)).attempts).toBe(7);
  });

  it("before Queues' own retry limit, the message is re-sent fresh with the same delay", async () => {
    const { env: e, queue, id } = await accepted();
    upstream(() => new Response("down", { status: 503 }));
    const m = message(id, 95);
    await consumeOutbox(batch("mbc-outbox", [m]), e);
    expect(m.ack).toHaveBeenCalled();
    expect(m.retry).not.toHaveBeenCalled();
    expect(queue.sent.at(-1)).toEqual({ body: { id }, delaySeconds: 30 });
  });

  it("when R2 fails the consumer, the message is retried later, never at once (no instant retry loop into the dead letters)", async () => {
    const { env: e, id } = await accepted();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      ...e,
      SUBMISSIONS: { head: async () => Promise.reject(new Error("R2 unavailable")) },
    } as unknown as Env;
    const m = message(id);
    await consumeOutbox(batch("mbc-outbox", [m]), broken);
    expect(m.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect(m.ack).not.toHaveBeenCalled();
    expect((await record(id)).state).toBe("pending");
  });

  it("a submission already delivered is acknowledged without another request", async () => {
    const { env: e, id } = await accepted();
    const up = upstream((_url, init) => scriptSuccess(init));
    await consumeOutbox(batch("mbc-outbox", [message(id)]), e);
    const again = message(id);
    await consumeOutbox(batch("mbc-outbox", [again]), e);
    expect(again.ack).toHaveBeenCalled();
    expect(up.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("a script that recorded the row but answered too late is delivered exactly once on the retry", async () => {
    const { env: e, id } = await accepted("enquiry", { UPSTREAM_TIMEOUT_MS: "50" });
    const rows = new Set<string>();
    let first = true;
    upstream(async (_url, init) => {
      const sent = JSON.parse(String(init!.body)) as { submissionId: string };
      rows.add(sent.submissionId); // the script writes (once per id)...
      if (first) {
        first = false; // ...but the first answer never arrives in time
        return new Promise<Response>((_r, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        );
      }
      return Response.json({ result: "success", submissionId: sent.submissionId, duplicate: true });
    });
    const m1 = message(id);
    await consumeOutbox(batch("mbc-outbox", [m1]), e);
    expect(m1.retry).toHaveBeenCalled();
    const m2 = message(id, 2);
    await consumeOutbox(batch("mbc-outbox", [m2]), e);
    expect(m2.ack).toHaveBeenCalled();
    expect((await record(id)).state).toBe("delivered");
    expect(rows.size).toBe(1);
  });

  it("asks the script for at most OUTBOX_CONCURRENCY (4) deliveries at once", async () => {
    const o = outboxEnv();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const id = uuid();
      await post("/enquiry", { ...VALID.enquiry, submissionId: id }, { env: o.env });
      ids.push(id);
    }
    let active = 0;
    let maxActive = 0;
    const release: (() => void)[] = [];
    upstream(async (_url, init) => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((resume) => release.push(resume));
      active -= 1;
      return scriptSuccess(init);
    });
    const messages = ids.map((id) => message(id));
    const done = consumeOutbox(batch("mbc-outbox", messages), o.env);
    let released = 0;
    while (released < 10) {
      await vi.waitFor(() => expect(release.length).toBeGreaterThan(released));
      expect(active).toBeLessThanOrEqual(4);
      release[released++]!();
    }
    await done;
    expect(maxActive).toBe(4);
    for (const m of messages) expect(m.ack).toHaveBeenCalled();
  });
});

describe("dead letters", () => {
  it("after 24 hours of failures it goes to the dead-letter queue, whose consumer marks it failed and logs an error", async () => {
    const { env: e, deadLetters, id } = await accepted();
    const received = (await record(id)).receivedAt;
    upstream(() => Response.json({ result: "error", error: "Sheet is full" }));
    const early = message(id, 40);
    await consumeOutbox(batch("mbc-outbox", [early]), e, () => received + 23 * HOUR);
    expect(early.retry).toHaveBeenCalled();
    expect(deadLetters.sent).toHaveLength(0);

    const last = message(id, 41);
    await consumeOutbox(batch("mbc-outbox", [last]), e, () => received + 24 * HOUR + 1);
    expect(last.ack).toHaveBeenCalled();
    expect(last.retry).not.toHaveBeenCalled();
    expect(deadLetters.sent).toEqual([{ body: { id }, delaySeconds: undefined }]);
    expect((await record(id)).state).toBe("pending");

    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const dead = message(id);
    await consumeDeadLetters(batch("mbc-outbox-dlq", [dead]), e);
    expect(dead.ack).toHaveBeenCalled();
    expect((await record(id)).state).toBe("failed");
    expect(await bucket().head(`state/failed/${id}`)).not.toBeNull();
    expect(await bucket().head(`state/pending/${id}`)).toBeNull();
    const line = JSON.parse(String(errors.mock.calls.at(-1)![0]));
    expect(line).toMatchObject({ event: "outbox_failed", id, form: "enquiry", attempts: 2 });
    expect(JSON.stringify(line)).not.toContain(VALID.enquiry.email);
  });

  it("the worker's queue handler routes the dead-letter queue to its own consumer", async () => {
    const { env: e, id } = await accepted();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { queue } = await import("./handlers");
    await queue(batch("mbc-outbox-dlq", [message(id)]), e);
    expect((await record(id)).state).toBe("failed");
  });
});

describe("the scheduled sweep", () => {
  it("re-enqueues pending submissions with no recent activity, and leaves recent ones alone", async () => {
    const stale = await accepted();
    const fresh = await accepted();
    const now = (await record(fresh.id)).receivedAt;
    const q = fakeQueue();
    const e = { ...stale.env, OUTBOX: q } as unknown as Env;
    await sweep({ bucket: bucket(), queue: q as unknown as Queue }, e, { now: now + 16 * 60_000 });
    expect(q.sent.map((s) => s.body.id)).toEqual(expect.arrayContaining([stale.id, fresh.id]));
    const q2 = fakeQueue();
    await sweep({ bucket: bucket(), queue: q2 as unknown as Queue }, e, { now: now + 17 * 60_000 });
    // Just re-enqueued: not again until it has been quiet for 15 minutes.
    expect(q2.sent.map((s) => s.body.id)).not.toContain(stale.id);
  });

  it("on a local start ('@start') every pending submission is enqueued again at once", async () => {
    const { env: e, id } = await accepted();
    const q = fakeQueue();
    await sweep({ bucket: bucket(), queue: q as unknown as Queue }, e, { everything: true });
    expect(q.sent.map((s) => s.body.id)).toContain(id);
  });

  it("deletes delivered submissions (payload, record, marker) after the retention period, and keeps newer ones", async () => {
    const old = await accepted("admission");
    const recent = await accepted("admission");
    upstream((_url, init) => scriptSuccess(init));
    await consumeOutbox(batch("mbc-outbox", [message(old.id)]), old.env, () => Date.now() - 31 * 24 * HOUR);
    await consumeOutbox(batch("mbc-outbox", [message(recent.id)]), recent.env);
    const oldRecord = await record(old.id);
    const q = fakeQueue();
    await sweep({ bucket: bucket(), queue: q as unknown as Queue }, old.env);
    expect(await getRecord(bucket(), old.id)).toBeNull();
    expect(await bucket().head(oldRecord.payloadKey)).toBeNull();
    expect(await getRecord(bucket(), recent.id)).not.toBeNull();
    expect(await bucket().head((await record(recent.id)).payloadKey)).not.toBeNull();
  });
});

describe("health", () => {
  it("reports pending, the oldest's age and failures; 503 when one failed or the oldest waited over an hour", async () => {
    const { env: e, id } = await accepted();
    const received = (await record(id)).receivedAt;
    const before = await outboxHealth(
      { bucket: bucket(), queue: fakeQueue() as unknown as Queue },
      received + 30 * 60_000,
    );
    expect(before.pending).toBeGreaterThanOrEqual(1);
    expect(before.oldestPendingSeconds).toBeGreaterThanOrEqual(1800);

    const ok = await api.request("/health", {}, e);
    const body = (await ok.json()) as { outbox: { pending: number; failed: number } };
    expect(body.outbox.pending).toBeGreaterThanOrEqual(1);

    // Dead-letter it: health turns red.
    vi.spyOn(console, "error").mockImplementation(() => {});
    await consumeDeadLetters(batch("mbc-outbox-dlq", [message(id)]), e);
    const red = await api.request("/health", {}, e);
    expect(red.status).toBe(503);
    expect(((await red.json()) as { ok: boolean; outbox: { failed: number } }).outbox.failed).toBeGreaterThanOrEqual(1);
  });

  it("stays cheap with many delivered submissions: it lists only the pending and failed prefixes", async () => {
    const writes = [];
    for (let i = 0; i < 500; i++) writes.push(bucket().put(`state/delivered/2026-11-01/${uuid()}`, ""));
    await Promise.all(writes);
    const list = vi.spyOn(bucket(), "list");
    await outboxHealth({ bucket: bucket(), queue: fakeQueue() as unknown as Queue });
    const prefixes = list.mock.calls.map((c) => c[0]?.prefix);
    expect(prefixes.every((p) => p === "state/pending/" || p === "state/failed/")).toBe(true);
  });

  it("without an outbox it answers ok and says the outbox is off", async () => {
    const res = await api.request("/health", {}, withoutOutbox(env as unknown as Record<string, unknown>));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outbox: "off" });
  });
});

describe("the office's API (/api/admin)", () => {
  const TOKEN = "office-token-1234567890";
  const call = (path: string, e: Env, init: RequestInit = {}, token: string | null = TOKEN) =>
    api.request(`/admin${path}`, { ...init, headers: token === null ? {} : { authorization: `Bearer ${token}` } }, e);

  async function failedSubmission() {
    const a = await accepted("admission", { ADMIN_TOKEN: TOKEN });
    vi.spyOn(console, "error").mockImplementation(() => {});
    upstream(() => new Response("<html>no</html>"));
    await consumeOutbox(batch("mbc-outbox", [message(a.id)]), a.env);
    await consumeDeadLetters(batch("mbc-outbox-dlq", [message(a.id)]), a.env);
    vi.restoreAllMocks();
    vi.spyOn(console, "log").mockImplementation(() => {});
    return a;
  }

  it("does not exist without ADMIN_TOKEN (404 everywhere)", async () => {
    const { env: e } = outboxEnv();
    for (const path of ["/submissions", "/redeliver-failed"]) expect((await call(path, e)).status).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    const { env: e } = outboxEnv({ ADMIN_TOKEN: TOKEN });
    expect((await call("/submissions", e, {}, null)).status).toBe(401);
    expect((await call("/submissions", e, {}, "office-token-1234567891")).status).toBe(401);
    expect((await call("/submissions", e, {}, "")).status).toBe(401);
    expect((await call("/submissions", e)).status).toBe(200);
  });

  it("lists failed submissions with no personal data", async () => {
    const { env: e, id } = await failedSubmission();
    const res = await call("/submissions?state=failed", e);
    const body = (await res.json()) as { submissions: Record<string, unknown>[] };
    const item = body.submissions.find((s) => s.id === id)!;
    expect(item).toMatchObject({ id, form: "admission", state: "failed", attempts: 1 });
    expect(String(item.lastError)).toMatch(/unexpected/);
    const text = JSON.stringify(body);
    for (const value of [VALID.admission.email, VALID.admission.studentName, VALID.admission.transactionInfo])
      expect(text).not.toContain(value);
    expect((await call("/submissions?state=bogus", e)).status).toBe(400);
  });

  it("redelivers one failed submission: back to pending with a fresh 24 hours, enqueued now; it then arrives", async () => {
    const { env: e, queue, id } = await failedSubmission();
    const res = await call(`/submissions/${id}/redeliver`, e, { method: "POST" });
    expect(await res.json()).toEqual({ ok: true, requeued: 1 });
    expect(queue.sent.at(-1)).toEqual({ body: { id }, delaySeconds: undefined });
    const rec: SubmissionRecord = await record(id);
    expect(rec.state).toBe("pending");
    upstream((_url, init) => scriptSuccess(init));
    await consumeOutbox(batch("mbc-outbox", [message(id)]), e);
    expect((await record(id)).state).toBe("delivered");
    expect((await call(`/submissions/${id}/redeliver`, e, { method: "POST" })).status).toBe(409);
    expect((await call(`/submissions/${uuid()}/redeliver`, e, { method: "POST" })).status).toBe(404);
  });

  it("redelivers every failed submission", async () => {
    const a = await failedSubmission();
    const b = await failedSubmission();
    const res = await call("/redeliver-failed", a.env, { method: "POST" });
    const { requeued } = (await res.json()) as { requeued: number };
    expect(requeued).toBeGreaterThanOrEqual(2);
    const failed = [];
    for await (const { record: r } of listMarkers(bucket(), "state/failed/")) failed.push(r?.id);
    expect(failed).not.toContain(a.id);
    expect(failed).not.toContain(b.id);
  });
});
