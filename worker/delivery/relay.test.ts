import { describe, expect, it, vi } from "vitest";
import { appsScript, post, scriptSuccess, testEnv, upstream, VALID } from "../../tests/support/api";
import { isLoopbackEndpoint } from "./loopback";
import { deliver, endpointFor } from "./relay";

/** Delivery (requirements §7): 200 only after the upstream confirmed. */
const ENDPOINTS = { enquiry: "https://script.google.com/macros/s/ENQUIRY/exec" };
const SECRET = "relay-secret-for-tests";
const BODY = { name: "Sita Sharma", submissionId: "3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c" };
// The synchronous relay's default patience (worker/config.ts).
const TIMEOUT_MS = 20_000;
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
    expect(Object.keys(sent).sort()).toEqual([
      "contactNo",
      "email",
      "language",
      "message",
      "name",
      "submissionId",
      "submittedAt",
    ]);
    // Sent from no Nepali page: the row says English, the office's language column.
    expect(sent).toMatchObject({ ...VALID.enquiry, language: "English", submissionId: body.id });
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

  it.each([307, 308])(
    "a %i to another origin is refused: the body and its secret are not sent there",
    async (status) => {
      const up = upstream((url, init) =>
        url.endsWith("/exec")
          ? new Response(null, { status, headers: { location: "https://collector.example/exec" } })
          : scriptSuccess(init),
      );
      const attempt = await deliver({ endpoint: ENDPOINTS.enquiry, body: BODY, secret: SECRET, timeoutMs: TIMEOUT_MS });
      expect(attempt).toMatchObject({
        outcome: "redirect_refused",
        status,
        detail: "redirected to another origin with the body",
      });
      expect(up.calls.map((c) => c.url)).toEqual([ENDPOINTS.enquiry]);
    },
  );

  it("a 307 to another origin fails the form's post with a 502, after one attempt", async () => {
    const up = upstream(() => new Response(null, { status: 307, headers: { location: "https://collector.example/" } }));
    expect((await post("/enquiry", VALID.enquiry, { env: testEnv({ RELAY_SECRET: SECRET }) })).status).toBe(502);
    expect(up.calls).toHaveLength(1);
  });

  it.each([307, 308])("a %i within the same origin repeats the POST with its body", async (status) => {
    const up = upstream((url, init) =>
      url.endsWith("/exec")
        ? new Response(null, { status, headers: { location: "https://script.google.com/macros/s/MOVED/exec?x=1" } })
        : scriptSuccess(init),
    );
    const attempt = await deliver({ endpoint: ENDPOINTS.enquiry, body: BODY, secret: SECRET, timeoutMs: TIMEOUT_MS });
    expect(attempt.outcome).toBe("delivered");
    expect(up.calls[1]).toMatchObject({ method: "POST", body: { ...BODY, relaySecret: SECRET } });
  });

  it.each([301, 302, 303])("a %i to another origin continues as a GET without the body", async (status) => {
    const seen: (RequestInit | undefined)[] = [];
    const up = upstream((url, init) => {
      seen.push(init);
      return url.endsWith("/exec")
        ? new Response(null, { status, headers: { location: "https://script.googleusercontent.com/macros/echo?k=1" } })
        : scriptSuccess(undefined, BODY.submissionId);
    });
    const attempt = await deliver({ endpoint: ENDPOINTS.enquiry, body: BODY, secret: SECRET, timeoutMs: TIMEOUT_MS });
    expect(attempt.outcome).toBe("delivered");
    expect(up.calls.map((c) => c.method)).toEqual(["POST", "GET"]);
    expect(seen[1]?.body).toBeUndefined();
  });

  it("after the switch to GET, a 307 to yet another origin is followed (there is no body left to leak)", async () => {
    const up = upstream((url) => {
      if (url.endsWith("/exec"))
        return new Response(null, { status: 302, headers: { location: "https://script.googleusercontent.com/echo" } });
      if (url.includes("googleusercontent"))
        return new Response(null, { status: 307, headers: { location: "https://third.example/echo" } });
      return scriptSuccess(undefined, BODY.submissionId);
    });
    expect(
      (await deliver({ endpoint: ENDPOINTS.enquiry, body: BODY, secret: SECRET, timeoutMs: TIMEOUT_MS })).outcome,
    ).toBe("delivered");
    expect(up.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST ${ENDPOINTS.enquiry}`,
      "GET https://script.googleusercontent.com/echo",
      "GET https://third.example/echo",
    ]);
  });

  it.each([302, 307])("a %i down to plain http is refused and not followed", async (status) => {
    const up = upstream((url, init) =>
      url.startsWith("https:")
        ? new Response(null, { status, headers: { location: "http://script.googleusercontent.com/echo" } })
        : scriptSuccess(init, BODY.submissionId),
    );
    const attempt = await deliver({ endpoint: ENDPOINTS.enquiry, body: BODY, secret: SECRET, timeoutMs: TIMEOUT_MS });
    expect(attempt).toMatchObject({
      outcome: "redirect_refused",
      status,
      detail: "redirected to a plain-http address",
    });
    expect(up.calls).toHaveLength(1);
  });

  it("plain http on loopback (the local stand-in) is delivered, redirects included", async () => {
    const endpoint = "http://127.0.0.1:8788/macros/s/enquiry/exec";
    const up = upstream((url, init) =>
      url === endpoint
        ? new Response(null, { status: 302, headers: { location: "/macros/echo?user_content_key=k" } })
        : scriptSuccess(init, BODY.submissionId),
    );
    expect((await deliver({ endpoint, body: BODY, secret: SECRET, timeoutMs: TIMEOUT_MS })).outcome).toBe("delivered");
    expect(up.calls.map((c) => c.url)).toEqual([endpoint, "http://127.0.0.1:8788/macros/echo?user_content_key=k"]);
  });

  it("deliver itself refuses a plain-http endpoint off loopback, sending nothing", async () => {
    const up = upstream(() => scriptSuccess(undefined, BODY.submissionId));
    const attempt = await deliver({
      endpoint: "http://script.google.com/macros/s/X/exec",
      body: BODY,
      secret: SECRET,
      timeoutMs: TIMEOUT_MS,
    });
    expect(attempt).toMatchObject({ outcome: "http_error", status: 0 });
    expect(up.calls).toHaveLength(0);
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

  it("answers 503, sending nothing, when the form's endpoint is plain http off loopback", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const up = appsScript();
    const env = testEnv({ ENQUIRY_ENDPOINT: "http://script.google.com/macros/s/ENQUIRY/exec" });
    const res = await post("/enquiry", VALID.enquiry, { env });
    expect(res.status).toBe(503);
    expect(up.calls).toHaveLength(0);
  });

  it("answers 503 when the form's endpoint is not configured", async () => {
    const up = appsScript();
    const res = await post("/admission", VALID.admission, { env: testEnv({ ADMISSION_ENDPOINT: undefined }) });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/not connected yet/);
    expect(up.calls).toHaveLength(0);
  });
});

describe("what the script says of an erasure", () => {
  const answer = (reply: unknown) => upstream(() => Response.json(reply));
  const attempt = () => deliver({ endpoint: ENDPOINTS.enquiry, body: BODY, secret: SECRET, timeoutMs: TIMEOUT_MS });

  it("passes on the rows and files it erased, for the caller to compare", async () => {
    answer({ result: "success", submissionId: BODY.submissionId, erased: { rows: 1, files: 4 } });
    expect(await attempt()).toMatchObject({ outcome: "delivered", erased: { rows: 1, files: 4 } });
  });

  it.each([{ rows: -1, files: 0 }, { rows: 1.5, files: 0 }, { rows: "1", files: 0 }, { rows: 1 }, null])(
    "counts that are not two whole numbers (%j) say nothing",
    async (erased) => {
      answer({ result: "success", submissionId: BODY.submissionId, erased });
      const delivered = await attempt();
      expect(delivered.outcome).toBe("delivered");
      expect(delivered).not.toHaveProperty("erased");
    },
  );

  it("a submission the script keeps as erased is its own outcome, not a failure to retry", async () => {
    answer({ result: "error", error: "erased" });
    expect(await attempt()).toMatchObject({ outcome: "erased", detail: "script error: erased" });
  });
});

describe("where the relay may send", () => {
  it.each([
    "http://127.0.0.1:8788/macros/s/enquiry/exec",
    "http://127.45.6.7/",
    "http://127.1/", // the URL parser reads it as 127.0.0.1
    "http://localhost:8788/",
    "http://LOCALHOST/",
    "http://[::1]:8788/",
    "http://[0:0:0:0:0:0:0:1]/",
    "https://localhost/",
  ])("%s is loopback", (url) => {
    expect(isLoopbackEndpoint(url)).toBe(true);
  });

  it.each([
    "http://127.0.0.1.example.com/",
    "http://localhost.example.com/",
    "http://127.evil.example/",
    "http://10.0.0.1/",
    "http://0.0.0.0/",
    "http://[::2]/",
    "https://script.google.com/",
    "not a url",
  ])("%s is not loopback", (url) => {
    expect(isLoopbackEndpoint(url)).toBe(false);
  });

  it("keeps https endpoints and plain http ones on loopback", () => {
    for (const url of ["https://script.google.com/macros/s/A/exec", "http://127.0.0.1:8788/macros/s/visit/exec"]) {
      expect(endpointFor(testEnv({ VISIT_ENDPOINT: url }), "visit")).toBe(url);
    }
  });

  it("counts anything else as unset, and says once why a configured value was refused", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const url of [
      "http://script.google.com/macros/s/A/exec",
      "http://127.0.0.1.example.com/exec",
      "ftp://script.google.com/",
      "script.google.com/macros/s/A/exec",
    ]) {
      expect(endpointFor(testEnv({ ADMISSION_ENDPOINT: url }), "admission"), url).toBeUndefined();
    }
    expect(endpointFor(testEnv({ ADMISSION_ENDPOINT: "" }), "admission")).toBeUndefined();
    const lines = warn.mock.calls.map((c) => String(c[0]));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      event: "endpoint_refused",
      name: "ADMISSION_ENDPOINT",
      message: "ADMISSION_ENDPOINT is not an https URL",
    });
  });
});
