import { expect, test } from "@playwright/test";
import { FRAMED_FILES, FRAMED_FILE_CSP } from "../../worker/static-headers";
import { NON_DOCUMENT_CSP, baseSecurityHeaders } from "../../worker/security";

/**
 * Static files, as Workers Assets serves them with the built _headers (no
 * browser: the responses are fetched as they are). They carry the Worker's
 * headers for a response that is not a page; only the PDFs the pages frame
 * may be framed, by this site alone.
 */
const expectSecured = (headers: Record<string, string>, path: string, framed = false) => {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(
      name === "X-Frame-Options" && framed ? "SAMEORIGIN" : value,
    );
  }
  expect(headers["content-security-policy"], path).toBe(framed ? FRAMED_FILE_CSP : NON_DOCUMENT_CSP);
};

test("static files carry the Worker's headers; the framed PDFs may be framed by this site", async ({ request }) => {
  for (const path of ["/favicon.svg", "/noscript.css", "/docs/bcis-brochure.pdf"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectSecured(res.headers(), path);
  }
  for (const path of FRAMED_FILES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expectSecured(res.headers(), path, true);
  }
});

test("fingerprinted build output is cached for a year, other static files are revalidated", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)![1]!;
  const res = await request.get(asset);
  expectSecured(res.headers(), asset);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/favicon.svg")).headers()["cache-control"] ?? "").not.toContain("immutable");
});
