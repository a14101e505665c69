import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { documentTitle } from "../../app/content/pages";
import { HONEYPOT_FIELD, MAX_TOTAL_ENCODED_BYTES } from "../../app/forms/contract/constants";
import { DRAIN_LIMIT } from "./body";
import { api } from "./index";
import { bytesOf, png } from "../../tests/support/images";
import { appsScript, b64, IMAGES, PNG, post, scriptSuccess, testEnv, upstream, VALID } from "../../tests/support/api";

/** Everything around validation: encodings, size caps, abuse guards, native posts. */

/** A body streamed in 64 KB chunks, counting how much the server actually pulled. */
function countingStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = { pulled: 0, body: null as unknown as ReadableStream<Uint8Array> };
  stream.body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stream.pulled >= total) return controller.close();
      stream.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return stream;
}

/** A valid PNG data URL of about `length` characters (never more): signature and IHDR, then zeros. */
function bigPng(length: number) {
  const head = `data:image/png;base64,${b64(IMAGES.png.slice(0, 33))}`;
  const room = length - head.length;
  return head + "A".repeat(room - (room % 4));
}

describe("request bodies", () => {
  it("400 with a clear error for malformed JSON", async () => {
    const res = await post("/enquiry", '{"name": "Sita",', { headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, error: "The request body is not valid JSON." });
  });

  it.each(["[1,2]", "null", '"text"', "42"])("400 for JSON that is not an object: %s", async (body) => {
    const res = await post("/visit", body, { headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/JSON object/);
  });

  it.each(["text/plain", "application/xml", ""])("415 for content type %j", async (type) => {
    const res = await post("/enquiry", JSON.stringify(VALID.enquiry), {
      headers: type ? { "content-type": type } : {},
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { ok: boolean; error: string }).error).toMatch(/JSON, URL-encoded or multipart/);
  });

  it("accepts a JSON content type with a charset", async () => {
    appsScript();
    const res = await post("/enquiry", JSON.stringify(VALID.enquiry), {
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.status).toBe(200);
  });

  it("413 for an enquiry over its cap by Content-Length: the rest is read to its end and discarded before answering", async () => {
    // Answering mid-upload makes proxies and browsers see a reset connection, not the 413.
    const stream = countingStream(10 * 1024 * 1024);
    const res = await post("/enquiry", stream.body, {
      headers: { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toMatch(/too long/);
    expect(stream.pulled).toBe(10 * 1024 * 1024);
  });

  it("413 at once, without reading, when the declared length is beyond the drain limit", async () => {
    const stream = countingStream(DRAIN_LIMIT + 1024 * 1024);
    const res = await post("/admission", stream.body, {
      headers: { "content-type": "application/json", "content-length": String(DRAIN_LIMIT + 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(stream.pulled).toBeLessThanOrEqual(128 * 1024);
  });

  it("413 for a streamed body with no Content-Length: nothing past the cap is kept, and reading stops at the drain limit", async () => {
    const stream = countingStream(DRAIN_LIMIT + 8 * 1024 * 1024);
    const res = await post("/admission", stream.body, { headers: { "content-type": "application/json" } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, error: "Total file size exceeds 5MB limit" });
    expect(stream.pulled).toBeGreaterThan(DRAIN_LIMIT);
    expect(stream.pulled).toBeLessThanOrEqual(DRAIN_LIMIT + 2 * 64 * 1024);
  });

  it("413 when Content-Length lies (claims 100 bytes, sends megabytes)", async () => {
    const stream = countingStream(8 * 1024 * 1024);
    const request = new Request("http://localhost/admission", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "100" },
      body: stream.body,
      // @ts-expect-error: Node-style option some runtimes require for streamed bodies
      duplex: "half",
    });
    const res = await api.fetch(request, testEnv());
    expect(res.status).toBe(413);
    // Read to its end and thrown away, as any over-cap body under DRAIN_LIMIT is.
    expect(stream.pulled).toBe(8 * 1024 * 1024);
  });

  it("413 'Total file size exceeds 5MB limit' when the files' encoded total is over 5 MB though the body is under its cap", async () => {
    const up = appsScript();
    const big = bigPng(MAX_TOTAL_ENCODED_BYTES - PNG.length * 2 + 8);
    const res = await post("/admission", {
      ...VALID.admission,
      academicPapers: [big],
      studentPhoto: PNG,
      transactionDocument: PNG,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, error: "Total file size exceeds 5MB limit" });
    expect(up.calls).toHaveLength(0);
  });

  it("accepts an application just under the 5 MB total", async () => {
    appsScript();
    const big = bigPng(MAX_TOTAL_ENCODED_BYTES - PNG.length * 2);
    const res = await post("/admission", {
      ...VALID.admission,
      academicPapers: [big],
      studentPhoto: PNG,
      transactionDocument: PNG,
    });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  });

  it("never answers 5xx to odd input", async () => {
    for (const body of [
      { name: { $gt: "" } },
      { academicPapers: "x".repeat(10) },
      { preferredContactMethod: [null, 1, {}] },
      { [HONEYPOT_FIELD]: 0 },
    ]) {
      for (const form of ["enquiry", "visit", "admission"]) {
        const res = await post(`/${form}`, body);
        expect(res.status, `${form} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });
});

describe("abuse guards", () => {
  it.each(["enquiry", "visit", "admission"] as const)(
    "%s: a filled honeypot answers 200 {ok:true}, relays nothing and logs the catch without the values",
    async (form) => {
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      const up = appsScript();
      const res = await post(`/${form}`, { ...VALID[form], [HONEYPOT_FIELD]: "https://spam.example" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
      expect(up.calls).toHaveLength(0);
      const lines = log.mock.calls.map((c) => String(c[0]));
      expect(lines.map((line) => JSON.parse(line))).toEqual([{ event: "form_honeypot", form }]);
    },
  );

  it("a native post that fills the honeypot gets the success page", async () => {
    const up = appsScript();
    const res = await post("/enquiry", new URLSearchParams({ ...VALID.enquiry, [HONEYPOT_FIELD]: "x" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(up.calls).toHaveLength(0);
  });

  it("a field called website (what autofill fills in) is not the trap: the form is delivered", async () => {
    const up = appsScript();
    expect((await post("/enquiry", { ...VALID.enquiry, website: "https://sita.example" })).status).toBe(200);
    expect(up.posts()).toHaveLength(1);
  });

  it("an empty honeypot is ignored and never forwarded", async () => {
    const up = appsScript();
    expect((await post("/enquiry", { ...VALID.enquiry, [HONEYPOT_FIELD]: "" })).status).toBe(200);
    expect(up.posts()[0]!.body).not.toHaveProperty(HONEYPOT_FIELD);
  });

  it.each(["https://evil.example", "null", "http://localhost:9999"])(
    "403 for a POST from origin %s",
    async (origin) => {
      const up = appsScript();
      const res = await post("/visit", VALID.visit, { headers: { origin } });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(/college's own website/);
      expect(up.calls).toHaveLength(0);
    },
  );

  it("accepts the request's own origin and SITE_URL's", async () => {
    appsScript();
    expect((await post("/enquiry", VALID.enquiry, { headers: { origin: "http://localhost" } })).status).toBe(200);
    const siteOrigin = new URL(env.SITE_URL).origin;
    expect((await post("/enquiry", VALID.enquiry, { headers: { origin: siteOrigin } })).status).toBe(200);
  });

  it("429 with Retry-After after 10 posts a minute from one client to one form (the real binding)", async () => {
    appsScript();
    const e = testEnv({ FORM_LIMITER: env.FORM_LIMITER });
    const from = (ip: string) => ({ headers: { "cf-connecting-ip": ip }, env: e });
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 10; i++) expect((await post("/enquiry", VALID.enquiry, from(ip))).status).toBe(200);
    const limited = await post("/enquiry", VALID.enquiry, from(ip));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(((await limited.json()) as { error: string }).error).toMatch(/wait a minute/);
    // Per form and per client: the same client's visit form, and another client, still pass.
    expect((await post("/visit", VALID.visit, from(ip))).status).toBe(200);
    expect((await post("/enquiry", VALID.enquiry, from("203.0.113.7"))).status).toBe(200);
  });

  it("no rate limit when the upstream is the local stand-in (loopback)", async () => {
    upstream((_url, init) => scriptSuccess(init));
    const limiter = { limit: vi.fn(async () => ({ success: false })) };
    const e = testEnv({ FORM_LIMITER: limiter, ENQUIRY_ENDPOINT: "http://127.0.0.1:8788/macros/s/enquiry/exec" });
    expect((await post("/enquiry", VALID.enquiry, { env: e })).status).toBe(200);
    expect(limiter.limit).not.toHaveBeenCalled();
  });

  it("Turnstile, when configured, is verified server-side", async () => {
    const e = testEnv({ TURNSTILE_SECRET: "secret-1", TURNSTILE_SITE_KEY: "site-1" });
    const up = upstream((url, init) => {
      if (url.includes("siteverify")) return Response.json({ success: true, hostname: new URL(env.SITE_URL).hostname });
      return scriptSuccess(init);
    });
    expect((await post("/enquiry", VALID.enquiry, { env: e })).status).toBe(403);
    expect(up.calls).toHaveLength(0);
    const res = await post("/enquiry", { ...VALID.enquiry, "cf-turnstile-response": "token-ok" }, { env: e });
    expect(res.status).toBe(200);
    expect(up.calls[0]!.url).toContain("challenges.cloudflare.com/turnstile/v0/siteverify");
    expect(up.calls[1]!.body).not.toHaveProperty("cf-turnstile-response");
  });
});

describe("native (no-JavaScript) posts", () => {
  const form = (fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const item of [v].flat()) body.append(k, item);
    return body;
  };

  it("URL-encoded enquiry: relayed, answered with an HTML success page", async () => {
    const up = appsScript();
    const res = await post("/enquiry", form(VALID.enquiry), { headers: { referer: "http://localhost/programs/l4dc" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1>Enquiry sent</h1>");
    expect(html).toContain(`<title>${documentTitle("Enquiry sent")}</title>`);
    expect(html).toContain("Thank you! Our college office will contact you soon.");
    expect(html).toContain('href="/programs/l4dc"');
    expect(html).not.toMatch(/<script|style=/);
    expect(up.posts()[0]!.body).toMatchObject(VALID.enquiry);
  });

  it("URL-encoded visit: repeated names become lists", async () => {
    const up = appsScript();
    const res = await post("/visit", form(VALID.visit));
    expect(res.status).toBe(200);
    expect(up.posts()[0]!.body).toMatchObject(VALID.visit);
  });

  it("errors come back as an escaped HTML page that links to the form", async () => {
    const res = await post(
      "/enquiry",
      form({ name: "<script>alert(1)</script>", email: "x", contactNo: "", message: "hi" }),
      {
        headers: { referer: "https://elsewhere.example/" },
      },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("<h1>Enquiry not sent</h1>");
    expect(html).toContain("<li>Please enter a valid email address!</li>");
    expect(html).toContain("<li>Contact number is required!</li>");
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain("<script");
  });

  it("Accept: application/json gets JSON even for a URL-encoded post", async () => {
    const res = await post("/enquiry", form({ name: "" }), { headers: { accept: "application/json" } });
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("multipart admission: files become the same data URLs; empty file inputs are ignored", async () => {
    const up = appsScript();
    const data = new FormData();
    for (const [k, v] of Object.entries(VALID.admission))
      if (typeof v === "string" && !v.startsWith("data:")) data.append(k, v);
    data.append("academicPapers", new File([IMAGES.png], "grades.png", { type: "image/png" }));
    data.append("academicPapers", new File([IMAGES.jpeg], "cert.jpg", { type: "image/jpeg" }));
    data.append("academicPapers", new File([], "", { type: "application/octet-stream" }));
    data.append("studentPhoto", new File([IMAGES.webp], "me.webp", { type: "image/webp" }));
    data.append("transactionDocument", new File([IMAGES.gif], "slip.gif", { type: "image/gif" }));
    const res = await post("/admission", data);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.text()).toContain("Application received");
    const sent = up.posts()[0]!.body!;
    expect(sent.academicPapers).toEqual([
      `data:image/png;base64,${b64(IMAGES.png)}`,
      `data:image/jpeg;base64,${b64(IMAGES.jpeg)}`,
    ]);
    expect(sent.studentPhoto).toBe(`data:image/webp;base64,${b64(IMAGES.webp)}`);
    expect(sent.transactionDocument).toBe(`data:image/gif;base64,${b64(IMAGES.gif)}`);
  });

  it("multipart admission without the consent box ticked (the field absent): refused with its message, nothing relayed", async () => {
    const up = appsScript();
    const data = new FormData();
    for (const [k, v] of Object.entries(VALID.admission))
      if (typeof v === "string" && !v.startsWith("data:") && k !== "consent") data.append(k, v);
    data.append("academicPapers", new File([IMAGES.png], "grades.png", { type: "image/png" }));
    data.append("studentPhoto", new File([IMAGES.webp], "me.webp", { type: "image/webp" }));
    data.append("transactionDocument", new File([IMAGES.gif], "slip.gif", { type: "image/gif" }));
    const res = await post("/admission", data);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("<h1>Application not sent</h1>");
    expect(html).toContain("<li>Please tick the box to agree to how the college keeps your application!</li>");
    expect(up.posts()).toHaveLength(0);
  });

  it("multipart: a PDF named .png gets that field's message", async () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(VALID.admission))
      if (typeof v === "string" && !v.startsWith("data:")) data.append(k, v);
    data.append("academicPapers", new File([IMAGES.png], "ok.png", { type: "image/png" }));
    data.append("studentPhoto", new File([IMAGES.pdf], "me.png", { type: "image/png" }));
    data.append("transactionDocument", new File([IMAGES.png], "slip.png", { type: "image/png" }));
    const res = await post("/admission", data);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("<li>Student Photo file is required!</li>");
  });

  it("multipart: a 12-byte GIF stub, a GIF of script text and a 63 px PNG get their fields' messages", async () => {
    const up = appsScript();
    const data = new FormData();
    for (const [k, v] of Object.entries(VALID.admission))
      if (typeof v === "string" && !v.startsWith("data:")) data.append(k, v);
    data.append("academicPapers", new File([png(63, 64)], "grades.png", { type: "image/png" }));
    data.append("studentPhoto", new File([bytesOf("GIF89a", [1, 0, 1, 0, 0x80, 0])], "me.gif", { type: "image/gif" }));
    data.append(
      "transactionDocument",
      new File([bytesOf("GIF89a<script>alert(1)</script>")], "slip.gif", { type: "image/gif" }),
    );
    const res = await post("/admission", data);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("<li>At least 1 academic paper file is required!</li>");
    expect(html).toContain("<li>Student Photo file is required!</li>");
    expect(html).toContain("<li>Transaction Document file is required!</li>");
    expect(up.calls).toHaveLength(0);
  });

  it("multipart over the cap: 413 page with the requirements §8 message", async () => {
    const data = new FormData();
    data.append("studentName", "Gita");
    data.append(
      "academicPapers",
      new File([new Uint8Array(MAX_TOTAL_ENCODED_BYTES + 100 * 1024)], "huge.png", { type: "image/png" }),
    );
    const res = await post("/admission", data);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("Total file size exceeds 5MB limit");
  });
});
