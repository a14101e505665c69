import { describe, expect, it, vi } from "vitest";
import { appsScript, post, scriptSuccess, testEnv, upstream, VALID } from "../api/test-support";

/** Delivery (requirements §7): 200 only after the upstream confirmed. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FAILED = /could not deliver your form/;

describe("relay to the spreadsheet script", () => {
  it("follows the Apps Script 302 and answers 200 with the submission id", async () => {
    const up = appsScript();
    const res = await post("/enquiry", { ...VALID.enquiry, extra: "dropped", role: "admin" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    expect(body.id).toMatch(UUID);
    expect(up.calls.map((c) => [c.method, c.url])).toEqual([
      ["POST", "https://script.google.com/macros/s/ENQUIRY/exec"],
      ["GET", "https://script.googleusercontent.com/macros/echo?user_content_key=k1"],
    ]);
    const sent = up.calls[0]!.body!;
    expect(Object.keys(sent).sort()).toEqual(["contactNo", "email", "message", "name", "submissionId", "submittedAt"]);
    expect(sent).toMatchObject({ ...VALID.enquiry, submissionId: body.id });
    expect(sent.submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+05:45$/);
    const kathmandu = Date.parse(String(sent.submittedAt));
    expect(Math.abs(kathmandu - Date.now())).toBeLessThan(60_000);
  });

  it("sends each form to its own endpoint", async () => {
    for (const form of ["visit", "admission"] as const) {
      const up = appsScript();
      expect((await post(`/${form}`, VALID[form])).status).toBe(200);
      expect(up.posts()[0]!.url).toBe(`https://script.google.com/macros/s/${form.toUpperCase()}/exec`);
      expect(up.posts()[0]!.body).toMatchObject(VALID[form]);
      up.spy.mockRestore();
    }
  });

  it.each([['{"result":"error","error":"Sheet is full"}'], ['{"ok":false}']])(
    "a 200 whose JSON says %s is a failure (502)",
    async (reply) => {
      appsScript(() => new Response(reply, { headers: { "content-type": "application/json" } }));
      const res = await post("/enquiry", VALID.enquiry);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: string }).error).toMatch(FAILED);
    },
  );

  it.each([
    [
      "Apps Script's own error page",
      () =>
        new Response("<html><head><title>Error</title></head><body>Script function not found: doPost</body></html>", {
          headers: { "content-type": "text/html" },
        }),
    ],
    ["an authorisation prompt", () => new Response("<html><title>Authorisation required</title></html>")],
    [
      "'completed but did not return anything'",
      () => new Response("The script completed but did not return anything."),
    ],
    ["success without the submission id", () => Response.json({ result: "success" })],
    [
      "success naming another submission",
      () => Response.json({ result: "success", submissionId: "00000000-0000-4000-8000-000000000000" }),
    ],
    ["JSON without a result", () => Response.json({ saved: true })],
  ])("a 200 with %s is not delivered (502)", async (_name, reply) => {
    appsScript(reply);
    const res = await post("/enquiry", VALID.enquiry);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toMatch(FAILED);
  });

  it("a 5xx is retried once with the SAME submissionId, then reported as 502", async () => {
    const up = upstream(() => new Response("<h1>Server error</h1>", { status: 500 }));
    const res = await post("/visit", VALID.visit);
    expect(res.status).toBe(502);
    expect(up.calls).toHaveLength(2);
    expect(up.calls[0]!.body!.submissionId).toBe(up.calls[1]!.body!.submissionId);
  });

  it("a retry that succeeds answers 200 (the script de-duplicates by id)", async () => {
    let n = 0;
    upstream((_url, init) => (++n === 1 ? new Response("busy", { status: 503 }) : scriptSuccess(init)));
    expect((await post("/enquiry", VALID.enquiry)).status).toBe(200);
    expect(n).toBe(2);
  });

  it("a 4xx is not retried", async () => {
    const up = upstream(() => new Response("nope", { status: 404 }));
    expect((await post("/enquiry", VALID.enquiry)).status).toBe(502);
    expect(up.calls).toHaveLength(1);
  });

  it("a network error is a 502", async () => {
    upstream(() => {
      throw new TypeError("Network connection lost");
    });
    expect((await post("/enquiry", VALID.enquiry)).status).toBe(502);
  });

  it("a hung upstream times out (UPSTREAM_TIMEOUT_MS) with a 502", async () => {
    upstream(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const started = Date.now();
    const res = await post("/enquiry", VALID.enquiry, { env: testEnv({ UPSTREAM_TIMEOUT_MS: "300" }) });
    expect(res.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("follows a redirect chain (302 → 303 → 200), switching to GET", async () => {
    const up = upstream((url) => {
      if (url.endsWith("/exec")) return new Response(null, { status: 302, headers: { location: "/hop2" } });
      if (url.endsWith("/hop2"))
        return new Response(null, { status: 303, headers: { location: "https://script.googleusercontent.com/echo" } });
      return scriptSuccess(undefined, up.calls[0]!.body!.submissionId);
    });
    expect((await post("/enquiry", VALID.enquiry)).status).toBe(200);
    expect(up.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST https://script.google.com/macros/s/ENQUIRY/exec",
      "GET https://script.google.com/hop2",
      "GET https://script.googleusercontent.com/echo",
    ]);
  });

  it("a 307 keeps the POST and its body", async () => {
    const up = upstream((url, init) =>
      url.endsWith("/exec")
        ? new Response(null, { status: 307, headers: { location: "/moved" } })
        : scriptSuccess(init),
    );
    expect((await post("/enquiry", VALID.enquiry)).status).toBe(200);
    expect(up.calls[1]).toMatchObject({
      method: "POST",
      url: "https://script.google.com/moved",
      body: { name: "Sita Sharma" },
    });
  });

  it("a redirect loop or Google's sign-in page is a failure", async () => {
    upstream(() => new Response(null, { status: 302, headers: { location: "/again" } }));
    expect((await post("/enquiry", VALID.enquiry)).status).toBe(502);
    vi.restoreAllMocks();
    upstream((url) =>
      url.includes("accounts.google.com")
        ? new Response("<html>Sign in</html>")
        : new Response(null, {
            status: 302,
            headers: { location: "https://accounts.google.com/ServiceLogin?continue=x" },
          }),
    );
    expect((await post("/enquiry", VALID.enquiry)).status).toBe(502);
  });

  it("logs one structured line per submission without personal data", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    appsScript();
    const res = await post("/enquiry", VALID.enquiry);
    const { id } = (await res.json()) as { id: string };
    const lines = log.mock.calls.map((c) => String(c[0])).filter((l) => l.includes("form_relay"));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({
      event: "form_relay",
      form: "enquiry",
      id,
      outcome: "delivered",
      upstreamStatus: 200,
    });
    expect(typeof entry.durationMs).toBe("number");
    for (const value of Object.values(VALID.enquiry)) expect(lines[0]).not.toContain(value);
  });

  it("answers 503 when the form's endpoint is not configured", async () => {
    const up = appsScript();
    const res = await post("/admission", VALID.admission, { env: testEnv({ ADMISSION_ENDPOINT: undefined }) });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/not connected yet/);
    expect(up.calls).toHaveLength(0);
  });
});
