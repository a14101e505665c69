import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN_ATTEMPTS, rateLimitKey, TOO_MANY_ATTEMPTS } from "../api/guards";
import { api } from "../api/index";
import { VALID, withoutOutbox } from "../../tests/support/api";
import { consumeOutbox } from "./consumer";
import { outboxHealth } from "./health";
import { payloadKey } from "./payloads";
import { sweep, SWEEP_LIMITS } from "./sweep";
import {
  deliverDue,
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
 * The scheduled sweep (re-enqueueing, retention, orphaned payloads), health
 * and the office's API, on the D1 store.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;

beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM outbox_meta;");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

/** Many rows at once, straight into D1 (as a long outage would leave them). */
async function manyPending(count: number, receivedAt: number) {
  await env.OUTBOX_DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO submissions (id, form, state, payload_key, content_hash, received_at, next_attempt_at, window_start)
     SELECT printf('00000000-0000-4000-8000-%012d', i), 'enquiry', 'pending', printf('payloads/00000000-0000-4000-8000-%012d.json', i),
       'x', ?2, ?2, ?2 FROM n`,
  )
    .bind(count, receivedAt)
    .run();
}

const deliverNow = (w: World) => deliverDue(w.queue, w.clock, (b) => consumeOutbox(b, w.env, () => w.clock.now));

async function acceptedQuietly(w: World, form: "enquiry" | "admission" = "enquiry") {
  const id = uuid();
  expect(await submit(w.env, form, id)).toBe(200);
  w.queue.messages.splice(0);
  w.queue.sent.splice(0);
  return id;
}

describe("the scheduled sweep", () => {
  it("re-enqueues pending submissions overdue by 15 minutes, once, and leaves recent ones alone", async () => {
    const w = world();
    const stale = await acceptedQuietly(w);
    const now = (await row(w, stale))!.receivedAt;
    await sweep(outboxFor(w), { now: now + 10 * MINUTE });
    expect(w.queue.sent).toEqual([]);
    await sweep(outboxFor(w), { now: now + 16 * MINUTE });
    expect(w.queue.sent).toEqual([{ id: stale, generation: 1 }]);
    // Just re-enqueued: due now, so not again until it is overdue once more.
    await sweep(outboxFor(w), { now: now + 17 * MINUTE });
    expect(w.queue.sent).toHaveLength(1);
  });

  it("a row waiting for its backoff, or being delivered, is not re-enqueued", async () => {
    const w = world();
    const id = await acceptedQuietly(w);
    const r = (await row(w, id))!;
    await env.OUTBOX_DB.prepare("UPDATE submissions SET lease_until = ?2 WHERE id = ?1")
      .bind(id, r.receivedAt + 60 * MINUTE)
      .run();
    await sweep(outboxFor(w), { now: r.receivedAt + 30 * MINUTE });
    expect(w.queue.sent).toEqual([]);
  });

  it("on a local start ('@start') every pending submission is enqueued again at once, claimed or not", async () => {
    const w = world();
    const a = await acceptedQuietly(w);
    const b = await acceptedQuietly(w);
    await env.OUTBOX_DB.prepare("UPDATE submissions SET lease_until = ?2, lease_token = 't' WHERE id = ?1")
      .bind(b, Date.now() + 60 * MINUTE)
      .run();
    await sweep(outboxFor(w), { everything: true });
    expect(w.queue.sent.map((m) => m.id).sort()).toEqual([a, b].sort());
    expect((await row(w, b))?.leaseToken).toBeNull();
  });

  it("does a bounded amount of work per run with 10,000 pending, and retention still runs when the queue refuses", async () => {
    const w = world();
    const now = Date.now();
    await manyPending(10_000, now - 2 * DAY);
    const delivered = await acceptedQuietly(w);
    script();
    w.queue.messages.push({ body: { id: delivered, generation: 0 }, attempts: 1, at: w.clock.now });
    await deliverNow(w);
    expect((await row(w, delivered))?.state).toBe("delivered");

    const f = inject(w, null);
    const first = await sweep(outboxFor({ ...w, env: f.env }), { now });
    expect(first.requeued).toBe(SWEEP_LIMITS.requeuePage * SWEEP_LIMITS.requeuePages);
    expect(f.log.filter((call) => call === "queue.sendBatch")).toHaveLength(SWEEP_LIMITS.requeuePages);

    const refusing = world({ OUTBOX: { sendBatch: async () => Promise.reject(new Error("queue down")) } });
    const report = await sweep(outboxFor(refusing), { now: now + 31 * DAY });
    expect(report.errors).toBe(1);
    expect(report.deleted).toBe(1);
    expect(await row(w, delivered)).toBeNull();
  });

  it("deletes delivered submissions (row and payload) after the retention period, and keeps newer ones", async () => {
    const w = world();
    script();
    const old = await acceptedQuietly(w, "admission");
    w.queue.messages.push({ body: { id: old, generation: 0 }, attempts: 1, at: w.clock.now });
    await deliverNow(w);
    w.clock.now += 20 * DAY;
    const recent = await acceptedQuietly(w, "admission");
    w.queue.messages.push({ body: { id: recent, generation: 0 }, attempts: 1, at: w.clock.now });
    await deliverNow(w);
    await sweep(outboxFor(w), { now: w.clock.now + 11 * DAY });
    expect(await row(w, old)).toBeNull();
    expect(await w.bucket.head(payloadKey(old))).toBeNull();
    expect((await row(w, recent))?.state).toBe("delivered");
    expect(await w.bucket.head(payloadKey(recent))).not.toBeNull();
  });

  it("deletes payloads no row names once they are a day old, and never one a row names", async () => {
    const w = world();
    const named = await acceptedQuietly(w);
    const orphan = uuid();
    await w.bucket.put(payloadKey(orphan), "{}");
    const now = Date.now();
    expect((await sweep(outboxFor(w), { now })).orphans).toBe(0);
    expect(await w.bucket.head(payloadKey(orphan))).not.toBeNull();
    await sweep(outboxFor(w), { now: now + DAY + MINUTE });
    expect(await w.bucket.head(payloadKey(orphan))).toBeNull();
    expect(await w.bucket.head(payloadKey(named))).not.toBeNull();
  });
});

describe("health", () => {
  it("counts pending and failed; 503 when one failed or the oldest waited over an hour; the public answer is ok alone", async () => {
    const w = world();
    const id = await acceptedQuietly(w);
    const received = (await row(w, id))!.receivedAt;
    expect(await outboxHealth(outboxFor(w), received + 30 * MINUTE)).toEqual({ ok: true, pending: 1, failed: 0 });
    expect((await outboxHealth(outboxFor(w), received + 62 * MINUTE)).ok).toBe(false);

    const res = await api.request("/health", {}, w.env);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys((await res.json()) as object)).toEqual(["ok"]);
  });

  it("is one D1 query, kept for at most a minute", async () => {
    const w = world();
    const f = inject(w, null);
    const outbox = outboxFor({ ...w, env: f.env });
    const now = Date.now() + 10 * DAY;
    await outboxHealth(outbox, now);
    expect(f.log).toEqual(["d1.select"]);
    await acceptedQuietly(w);
    expect((await outboxHealth(outbox, now + 59_000)).pending).toBe(0);
    expect(f.log).toHaveLength(1);
    expect((await outboxHealth(outbox, now + 60_000)).pending).toBe(1);
    expect(f.log).toHaveLength(2);
  });

  it("the operator's health answers from the cached count within the minute", async () => {
    const ADMIN_TOKEN = "sweep-test-operator-token-0123456789";
    const w = world({ ADMIN_TOKEN });
    const health = async () =>
      (await (
        await api.request("/admin/health", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }, w.env)
      ).json()) as { pending: number };
    const first = await health();
    await acceptedQuietly(w);
    const second = await health();
    expect(second.pending).toBe(first.pending);
    expect((await outboxHealth(outboxFor(w), Date.now() + 61_000)).pending).toBe(1);
  });

  it("turns red when a submission fails for good", async () => {
    const w = world({ OUTBOX_RETRY_HOURS: "1" });
    const s = script();
    s.failing(true);
    expect(await submit(w.env, "enquiry", uuid())).toBe(200);
    await settle(w);
    expect(await outboxHealth(outboxFor(w), w.clock.now + 2 * MINUTE)).toEqual({ ok: false, pending: 0, failed: 1 });
  });

  it("when D1 cannot answer, 503 and no detail", async () => {
    const w = world({
      OUTBOX_DB: {
        prepare: () => {
          throw new Error("D1 unavailable");
        },
      },
    });
    const res = await api.request("/health", {}, w.env);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false });
  });

  it("without an outbox it answers ok", async () => {
    const res = await api.request("/health", {}, withoutOutbox(env as unknown as Record<string, unknown>));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("the office's API (/api/admin)", () => {
  const TOKEN = "office-token-1234567890-abcdefghij";
  const call = (path: string, e: Env, init: RequestInit = {}, token: string | null = TOKEN) =>
    api.request(`/admin${path}`, { ...init, headers: token === null ? {} : { authorization: `Bearer ${token}` } }, e);

  async function failedSubmission(w: World) {
    const s = script();
    s.failing(true);
    const id = uuid();
    expect(await submit(w.env, "admission", id)).toBe(200);
    await settle(w);
    vi.restoreAllMocks();
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await row(w, id))?.state).toBe("failed");
    return id;
  }

  it("does not exist without ADMIN_TOKEN (404 everywhere)", async () => {
    const w = world();
    for (const path of ["/submissions", "/redeliver-failed"]) expect((await call(path, w.env)).status).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN });
    expect((await call("/submissions", w.env, {}, null)).status).toBe(401);
    expect((await call("/submissions", w.env, {}, "office-token-1234567890-abcdefghik")).status).toBe(401);
    expect((await call("/submissions", w.env, {}, "")).status).toBe(401);
    expect((await call("/submissions", w.env)).status).toBe(200);
  });

  it("limits a client's requests before comparing the token, under the office sign-in's key; not on this machine", async () => {
    const keys: string[] = [];
    const w = world({ ADMIN_TOKEN: TOKEN });
    const full = {
      ...w.env,
      FORM_LIMITER: {
        limit: async ({ key }: { key: string }) => {
          keys.push(key);
          return { success: false };
        },
      },
    } as unknown as Env;
    const ask = (site: string, token: string) =>
      api.request(
        `${site}/admin/submissions`,
        { headers: { authorization: `Bearer ${token}`, "cf-connecting-ip": "203.0.113.9" } },
        full,
      );
    // Once the allowance is used, no token is compared: the right one is refused, a wrong one is not told so.
    for (const token of [TOKEN, "a-guess"]) {
      const limited = await ask("https://www.mbc.edu.np", token);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("60");
      expect(limited.headers.get("www-authenticate")).toBeNull();
      expect(await limited.json()).toEqual({ ok: false, error: TOO_MANY_ATTEMPTS });
    }
    expect(keys).toEqual([1, 2].map(() => rateLimitKey(ADMIN_TOKEN_ATTEMPTS, "203.0.113.9")));
    // Addressed to this machine (npm start, the tests), whatever the header says.
    for (const site of ["http://localhost:8787", "http://127.0.0.1:8790", "http://[::1]:8787"])
      expect((await ask(site, TOKEN)).status).toBe(200);
    expect(keys).toHaveLength(2);
  });

  it("lists failed submissions with no personal data", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN, OUTBOX_RETRY_HOURS: "1" });
    const id = await failedSubmission(w);
    const body = (await (await call("/submissions?state=failed", w.env)).json()) as {
      submissions: Record<string, unknown>[];
    };
    const item = body.submissions.find((s) => s.id === id)!;
    expect(item).toMatchObject({ id, form: "admission", state: "failed" });
    expect(String(item.lastError)).toMatch(/http_error/);
    const text = JSON.stringify(body);
    for (const value of [VALID.admission.email, VALID.admission.studentName, VALID.admission.transactionInfo])
      expect(text).not.toContain(value);
    expect((await call("/submissions?state=bogus", w.env)).status).toBe(400);
    expect((await call("/submissions?state=failed&cursor=nonsense", w.env)).status).toBe(400);
  });

  it("pages by cursor, oldest first, every row once", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN });
    await manyPending(1_201, Date.now());
    const seen: string[] = [];
    let cursor = "";
    do {
      const page = (await (
        await call(`/submissions?state=pending${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, w.env)
      ).json()) as { submissions: { id: string }[]; next: string | null };
      seen.push(...page.submissions.map((s) => s.id));
      cursor = page.next ?? "";
    } while (cursor);
    expect(seen).toHaveLength(1_201);
    expect(new Set(seen).size).toBe(1_201);
    expect(seen).toEqual([...seen].sort());
  });

  it("redelivers one failed submission: pending with a fresh window, a new message; it then arrives", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN, OUTBOX_RETRY_HOURS: "1" });
    const id = await failedSubmission(w);
    const before = (await row(w, id))!;
    const res = await call(`/submissions/${id}/redeliver`, w.env, { method: "POST" });
    expect(await res.json()).toEqual({ ok: true, requeued: 1 });
    expect(w.queue.sent.at(-1)).toEqual({ id, generation: before.generation + 1 });
    expect((await row(w, id))?.state).toBe("pending");
    const s = script();
    await settle(w);
    expect(s.rows.has(id)).toBe(true);
    expect((await row(w, id))?.state).toBe("delivered");
    expect((await call(`/submissions/${id}/redeliver`, w.env, { method: "POST" })).status).toBe(409);
    expect((await call(`/submissions/${uuid()}/redeliver`, w.env, { method: "POST" })).status).toBe(404);
  });

  it("redelivers every failed submission", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN, OUTBOX_RETRY_HOURS: "1" });
    const a = await failedSubmission(w);
    const b = await failedSubmission(w);
    const res = await call("/redeliver-failed", w.env, { method: "POST" });
    expect(await res.json()).toEqual({ ok: true, requeued: 2 });
    expect((await row(w, a))?.state).toBe("pending");
    expect((await row(w, b))?.state).toBe("pending");
  });
});
