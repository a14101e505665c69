import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TURNSTILE_PROBLEMS } from "./replies";
import { TURNSTILE_SITEVERIFY as SITEVERIFY } from "../third-party";
import { siteverifyUrl } from "./guards";
import { post, scriptSuccess, testEnv, upstream, VALID } from "./test-support";

/**
 * Turnstile on the API (docs/decisions/012-turnstile.md): every form's
 * token is verified with the secret, the client's address and the
 * submission id as idempotency key, against a siteverify that behaves like
 * Cloudflare's (a token is spent by its first check, but a repeat with the
 * same idempotency key gets the first answer again).
 */
const ON = { TURNSTILE_SITE_KEY: "site-key-1", TURNSTILE_SECRET: "secret-1" };
const ID = "3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c";

/** The site's hostname (SITE_URL), where the real widget would be solved. */
const SITE_HOST = new URL(env.SITE_URL).hostname;

/** `hostname`: what a success names as the page the widget was solved on (null: none). */
function fakeCloudflare(
  script: (init: RequestInit | undefined) => Response = scriptSuccess,
  hostname: string | null = SITE_HOST,
) {
  const spent = new Map<string, string>(); // token -> the idempotency key that spent it
  const checks: Record<string, string>[] = [];
  const up = upstream(async (url, init) => {
    if (!url.includes("siteverify")) return script(init);
    const fields = Object.fromEntries([...(init!.body as FormData).entries()].map(([k, v]) => [k, String(v)]));
    checks.push({ url, ...fields });
    const { response: token = "", idempotency_key: key = "" } = fields;
    const by = spent.get(token);
    if (!token.startsWith("good-") || (by !== undefined && by !== key)) {
      return Response.json({ success: false, "error-codes": [by ? "timeout-or-duplicate" : "invalid-input-response"] });
    }
    spent.set(token, key);
    return Response.json({
      success: true,
      "error-codes": [],
      challenge_ts: new Date().toISOString(),
      hostname: hostname ?? undefined,
    });
  });
  return { checks, up };
}

const forms = [
  ["/enquiry", VALID.enquiry],
  ["/visit", VALID.visit],
  ["/admission", VALID.admission],
] as const;

describe("Turnstile verification", () => {
  it.each(forms)(
    "%s: verifies the token with secret, client address and the submission id as idempotency key",
    async (path, valid) => {
      const { checks } = fakeCloudflare();
      const res = await post(
        path,
        { ...valid, submissionId: ID, "cf-turnstile-response": "good-1" },
        {
          env: testEnv(ON),
          headers: { "cf-connecting-ip": "203.0.113.9" },
        },
      );
      expect(res.status).toBe(200);
      expect(checks).toEqual([
        { url: SITEVERIFY, secret: "secret-1", response: "good-1", idempotency_key: ID, remoteip: "203.0.113.9" },
      ]);
    },
  );

  it("a retry of the same submission with the same token passes; another submission with that token does not", async () => {
    let scriptDown = true;
    const { checks } = fakeCloudflare((init) =>
      scriptDown ? new Response("busy", { status: 500 }) : scriptSuccess(init),
    );
    const body = { ...VALID.enquiry, submissionId: ID, "cf-turnstile-response": "good-retry" };
    expect((await post("/enquiry", body, { env: testEnv(ON) })).status).toBe(502);
    scriptDown = false;
    expect((await post("/enquiry", body, { env: testEnv(ON) })).status).toBe(200);
    const other = crypto.randomUUID();
    expect((await post("/enquiry", { ...body, submissionId: other }, { env: testEnv(ON) })).status).toBe(403);
    expect(checks.map((c) => c.idempotency_key)).toEqual([ID, ID, other]);
  });

  it("refuses a missing or refused token with 403 and says why; an unreachable siteverify is a 503", async () => {
    const { up } = fakeCloudflare();
    const env = testEnv(ON);
    const missing = await post("/enquiry", VALID.enquiry, { env });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ ok: false, error: TURNSTILE_PROBLEMS.missing.error });
    const bad = await post("/enquiry", { ...VALID.enquiry, "cf-turnstile-response": "forged" }, { env });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toEqual({ ok: false, error: TURNSTILE_PROBLEMS.failed.error });
    expect(up.calls.filter((c) => !c.url.includes("siteverify"))).toHaveLength(0); // nothing relayed

    up.spy.mockImplementation(async () => {
      throw new TypeError("network down");
    });
    const down = await post("/enquiry", { ...VALID.enquiry, "cf-turnstile-response": "good-2" }, { env });
    expect(down.status).toBe(503);
  });

  it("a native (no-JavaScript) post without a token gets the result page with the message and a 403", async () => {
    fakeCloudflare();
    const res = await post("/enquiry", new URLSearchParams(VALID.enquiry), { env: testEnv(ON) });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("spam check has not finished");
    expect(html).toContain("switch JavaScript on");
  });

  it("half a configuration (site key or secret alone) leaves the forms working without a check", async () => {
    for (const half of [{ TURNSTILE_SITE_KEY: "k" }, { TURNSTILE_SECRET: "s" }]) {
      const { checks } = fakeCloudflare();
      expect((await post("/enquiry", VALID.enquiry, { env: testEnv(half) })).status).toBe(200);
      expect(checks).toHaveLength(0);
    }
  });

  it("refuses a token solved on another hostname, or a success that names none, relaying nothing", async () => {
    for (const hostname of ["staging.example.edu.np", "evil.example", `${SITE_HOST}.evil.example`, "", null]) {
      const { up } = fakeCloudflare(scriptSuccess, hostname);
      const res = await post(
        "/enquiry",
        { ...VALID.enquiry, "cf-turnstile-response": `good-${crypto.randomUUID()}` },
        { env: testEnv(ON) },
      );
      expect(res.status, String(hostname)).toBe(403);
      expect(await res.json()).toEqual({ ok: false, error: TURNSTILE_PROBLEMS.failed.error });
      expect(up.calls.filter((c) => !c.url.includes("siteverify"))).toHaveLength(0);
      up.spy.mockRestore();
    }
  });

  it("accepts a token solved on SITE_URL's hostname (any case) or on the host the post was sent to", async () => {
    const requestHost = "localhost"; // where the tests' requests go (http://localhost/enquiry)
    for (const hostname of [SITE_HOST, SITE_HOST.toUpperCase(), requestHost]) {
      const { up } = fakeCloudflare(scriptSuccess, hostname);
      const res = await post(
        "/enquiry",
        { ...VALID.enquiry, "cf-turnstile-response": `good-${crypto.randomUUID()}` },
        { env: testEnv(ON) },
      );
      expect(res.status, hostname).toBe(200);
      up.spy.mockRestore();
    }
  });

  it("with SITE_URL unset or malformed, only the request's own host counts", async () => {
    for (const SITE_URL of [undefined, "not a url"]) {
      const env = testEnv({ ...ON, SITE_URL });
      const token = () => ({ ...VALID.enquiry, "cf-turnstile-response": `good-${crypto.randomUUID()}` });
      let { up } = fakeCloudflare(scriptSuccess, SITE_HOST);
      expect((await post("/enquiry", token(), { env })).status).toBe(403);
      up.spy.mockRestore();
      ({ up } = fakeCloudflare(scriptSuccess, "localhost"));
      expect((await post("/enquiry", token(), { env })).status).toBe(200);
      up.spy.mockRestore();
    }
  });

  it("Cloudflare's testing secret, whose answers always name example.com, is not held to the hostname", async () => {
    fakeCloudflare(scriptSuccess, "example.com");
    const env = testEnv({ ...ON, TURNSTILE_SECRET: "1x0000000000000000000000000000000AA" });
    const res = await post("/enquiry", { ...VALID.enquiry, "cf-turnstile-response": "good-testing" }, { env });
    expect(res.status).toBe(200);
  });

  it("TURNSTILE_VERIFY_URL is honoured only on loopback", () => {
    expect(siteverifyUrl("http://127.0.0.1:9999/siteverify")).toBe("http://127.0.0.1:9999/siteverify");
    expect(siteverifyUrl("http://localhost:9999/siteverify")).toBe("http://localhost:9999/siteverify");
    for (const other of ["https://evil.example/siteverify", "http://10.0.0.1/siteverify", "not a url", undefined]) {
      expect(siteverifyUrl(other)).toBe(SITEVERIFY);
    }
  });
});
