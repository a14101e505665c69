import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { forgetCachedHealth } from "../outbox/health";
import { script, settle, submit, uuid, world } from "../../tests/support/outbox";
import { api } from "./index";
import { withoutOutbox } from "../../tests/support/api";

/**
 * /api/health is public: it says whether delivery is healthy and nothing
 * else. The counts behind the verdict are the operator API's
 * (GET /api/admin/health, with ADMIN_TOKEN) and the signed-in office's.
 */
const ADMIN_TOKEN = "health-test-operator-token-0123456789";
const asOperator = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };

describe("public health and the operator's counts", () => {
  it("healthy: the public answer is {ok:true} alone; the operator sees the counts", async () => {
    const w = world({ ADMIN_TOKEN });
    expect(await submit(w.env, "enquiry", uuid())).toBe(200);
    forgetCachedHealth();
    const pub = await api.request("/health", {}, w.env);
    expect(pub.status).toBe(200);
    expect(pub.headers.get("cache-control")).toBe("no-store");
    expect(await pub.json()).toEqual({ ok: true });

    const op = await api.request("/admin/health", asOperator, w.env);
    expect(op.status).toBe(200);
    expect(op.headers.get("cache-control")).toBe("no-store");
    const counts = (await op.json()) as { ok: boolean; pending: number; failed: number };
    expect(counts.ok).toBe(true);
    expect(counts.pending).toBeGreaterThanOrEqual(1);
    expect(counts.failed).toBe(0);
  });

  it("a submission failed for good: the public answer is 503 {ok:false}, no counts; the operator's names them", async () => {
    const w = world({ ADMIN_TOKEN, OUTBOX_RETRY_HOURS: "1" });
    script().failing(true);
    expect(await submit(w.env, "enquiry", uuid())).toBe(200);
    await settle(w);
    forgetCachedHealth();
    const pub = await api.request("/health", {}, w.env);
    expect(pub.status).toBe(503);
    const text = await pub.text();
    expect(JSON.parse(text)).toEqual({ ok: false });
    expect(text).not.toMatch(/pending|failed|\d/);

    const op = (await (await api.request("/admin/health", asOperator, w.env)).json()) as Record<string, unknown>;
    expect(op).toMatchObject({ ok: false, failed: expect.any(Number), pending: expect.any(Number) });
    expect(op.failed).toBeGreaterThanOrEqual(1);
  });

  it("the operator's counts need the token: none, or a wrong one, gets no numbers", async () => {
    const w = world({ ADMIN_TOKEN });
    const none = await api.request("/admin/health", {}, w.env);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ ok: false, error: "Unauthorised" });
    const wrong = await api.request(
      "/admin/health",
      { headers: { authorization: "Bearer health-test-operator-token-0123456788" } },
      w.env,
    );
    expect(wrong.status).toBe(401);
    // Without ADMIN_TOKEN the operator API does not exist.
    expect((await api.request("/admin/health", asOperator, world().env)).status).toBe(404);
  });

  it("without an outbox the public answer is {ok:true} alone", async () => {
    const res = await api.request("/health", {}, withoutOutbox(env as unknown as Record<string, unknown>));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
