import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
// The built Worker (what `npm start` serves): proves the form routes are mounted under /api.
import worker from "built-worker";
import { appsScript, ENDPOINTS, VALID, withoutOutbox } from "../../tests/support/api";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const send = (path: string, body: unknown, e: Env) =>
  worker.fetch(
    new Request(`https://college.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://college.test" },
      body: JSON.stringify(body),
    }),
    e,
    ctx,
  );

describe("the built Worker serves the form API", () => {
  it.each(["enquiry", "visit", "admission"] as const)(
    "/api/%s keeps a valid submission in the outbox",
    async (form) => {
      const up = appsScript();
      const res = await send(`/api/${form}`, VALID[form], { ...env, ...ENDPOINTS } as Env);
      expect(res.status).toBe(200);
      const { id } = (await res.json()) as { id: string };
      expect(await env.SUBMISSIONS.head(`payloads/${id}.json`)).not.toBeNull();
      const row = await env.OUTBOX_DB.prepare("SELECT state FROM submissions WHERE id = ?").bind(id).first();
      expect(row).toEqual({ state: "pending" });
      expect(up.posts()).toHaveLength(0); // delivered later, by the queue consumer
    },
  );

  it.each(["enquiry", "visit", "admission"] as const)(
    "/api/%s relays a valid submission at once without an outbox",
    async (form) => {
      const up = appsScript();
      const res = await send(`/api/${form}`, VALID[form], {
        ...withoutOutbox(env as unknown as Record<string, unknown>),
        ...ENDPOINTS,
      } as Env);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(up.posts()).toHaveLength(1);
    },
  );

  it("answers 503 JSON when no endpoint is configured", async () => {
    const res = await send("/api/enquiry", VALID.enquiry, { ...env, ENQUIRY_ENDPOINT: undefined } as Env);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { ok: boolean }).ok).toBe(false);
  });

  it("a GET to a form endpoint is a JSON 404, not a page", async () => {
    const res = await worker.fetch(new Request("https://college.test/api/enquiry"), env as Env, ctx);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});
