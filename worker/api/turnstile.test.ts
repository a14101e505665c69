import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { TURNSTILE_PROBLEMS } from "./replies";
import { TURNSTILE_SITEVERIFY as SITEVERIFY } from "../third-party";
import { siteverifyUrl } from "./guards";
import { renewedId, turnstileKey } from "./submission-binding";
import { post, scriptSuccess, testEnv, upstream, VALID } from "../../tests/support/api";
import { world } from "../../tests/support/outbox";

/**
 * Turnstile on the API (docs/decisions/012-turnstile.md): every form's
 * token is verified with the secret, the client's address and an
 * idempotency key made from the submission's id and content, against a
 * siteverify that behaves like Cloudflare's (a token is spent by its first
 * check, but a repeat with the same idempotency key gets the first answer
 * again).
 */
const ON = { TURNSTILE_SITE_KEY: "site-key-1", TURNSTILE_SECRET: "secret-1" };
const ID = "3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
    "%s: verifies the token with secret, client address and a key bound to the submission's id and content",
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
        {
          url: SITEVERIFY,
          secret: "secret-1",
          response: "good-1",
          idempotency_key: expect.stringMatching(UUID),
          remoteip: "203.0.113.9",
        },
      ]);
      expect(checks[0]!.idempotency_key).not.toBe(ID);
    },
  );

  it("a retry of the same submission with the same token passes; another submission with that token does not", async () => {
    let scriptDown = true;
    const { checks, up } = fakeCloudflare((init) =>
      scriptDown ? new Response("busy", { status: 500 }) : scriptSuccess(init),
    );
    const body = { ...VALID.enquiry, submissionId: ID, "cf-turnstile-response": "good-retry" };
    expect((await post("/enquiry", body, { env: testEnv(ON) })).status).toBe(502);
    scriptDown = false;
    expect((await post("/enquiry", body, { env: testEnv(ON) })).status).toBe(200);
    // Another id, or the same id with other content: the token is spent.
    const other = crypto.randomUUID();
    expect((await post("/enquiry", { ...body, submissionId: other }, { env: testEnv(ON) })).status).toBe(403);
    const edited = { ...body, message: "Something else entirely, https://phish.example/" };
    expect((await post("/enquiry", edited, { env: testEnv(ON) })).status).toBe(403);
    const keys = checks.map((c) => c.idempotency_key);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    // The script was sent the first content only.
    const sent = up.calls.filter((c) => c.method === "POST" && !c.url.includes("siteverify"));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((c) => c.body?.message === VALID.enquiry.message)).toBe(true);
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

describe("one solve buys one submission, with or without JavaScript", () => {
  type Shape = "native" | "json";
  const send = (env: Env, shape: Shape, fields: Record<string, string>) =>
    post("/enquiry", shape === "native" ? new URLSearchParams(fields) : fields, { env });
  const countRows = async () =>
    (await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM submissions").first<{ n: number }>())!.n;
  const reference = async (res: Response) => /data-reference>([^<]+)</.exec(await res.text())?.[1];

  it("one token replayed with the same id and new content through native posts makes exactly one row", async () => {
    // The outbox keeps each submission (its queue is recorded, not delivered): rows are what was kept.
    const w = world(ON);
    const { checks } = fakeCloudflare();
    const before = await countRows();
    const token = `good-${crypto.randomUUID()}`;
    const first = { ...VALID.enquiry, submissionId: ID, "cf-turnstile-response": token };
    const res = await send(w.env, "native", first);
    expect(res.status).toBe(200);
    const firstReference = await reference(res);
    expect(await countRows()).toBe(before + 1);

    for (let i = 0; i < 5; i++) {
      const replay = { ...first, message: `Replay ${i}: click https://phish.example/${i}` };
      const refused = await send(w.env, "native", replay);
      expect(refused.status, `replay ${i}`).toBe(403);
      expect(await refused.text()).toContain("could not confirm you are a person");
    }
    // Sent as JSON instead, the same: the browser's 409 comes before the token, and its renewal is refused.
    expect((await send(w.env, "json", { ...first, message: "A JSON replay" })).status).toBe(409);
    const renewedJson = { ...first, submissionId: crypto.randomUUID(), message: "A JSON replay" };
    expect((await send(w.env, "json", renewedJson)).status).toBe(403);
    expect(await countRows()).toBe(before + 1);

    // The very same post again (a double click, a lost answer) is the same submission.
    const again = await send(w.env, "native", first);
    expect(again.status).toBe(200);
    expect(await reference(again)).toBe(firstReference);
    expect(await countRows()).toBe(before + 1);
    // Each different content was checked under its own key, so Cloudflare refused the spent token.
    expect(checks).toHaveLength(8);
    expect(new Set(checks.map((c) => c.idempotency_key)).size).toBe(7);
  });

  it("a post without JavaScript whose id is taken gets a renewed id before its token is spent, and keeps it on a resend", async () => {
    const w = world(ON);
    const { checks } = fakeCloudflare();
    const before = await countRows();
    const id = crypto.randomUUID();
    const kept = { ...VALID.enquiry, submissionId: id, "cf-turnstile-response": `good-${crypto.randomUUID()}` };
    expect((await send(w.env, "json", kept)).status).toBe(200);

    // The form's page, edited and sent again without JavaScript with a new token: a second submission.
    const token = `good-${crypto.randomUUID()}`;
    const edited = { ...kept, message: "Please also send the fees.", "cf-turnstile-response": token };
    const res = await send(w.env, "native", edited);
    expect(res.status).toBe(200);
    const renewedReference = await reference(res);
    expect(renewedReference).toBeTruthy();
    expect(await countRows()).toBe(before + 2);
    // The token was checked under the renewed id, which the id and the content decide.
    const { submissionOf } = await import("../outbox/accept");
    const hash = (await submissionOf("enquiry", { ...VALID.enquiry, message: edited.message, language: "English" }))
      .contentHash;
    const renewed = await renewedId(id, hash);
    expect(checks.at(-1)!.idempotency_key).toBe(await turnstileKey(renewed, hash));

    // Sent again as it was: the same renewed submission, no third row; with other content: refused.
    const resent = await send(w.env, "native", edited);
    expect(resent.status).toBe(200);
    expect(await reference(resent)).toBe(renewedReference);
    expect((await send(w.env, "native", { ...edited, message: "And the hostel." })).status).toBe(403);
    expect(await countRows()).toBe(before + 2);
  });
});
