import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
// The built Worker (npm test builds before this runs); it ships no types.
import worker from "built-worker";

/**
 * Turnstile on the pages (docs/decisions/012-turnstile.md): Cloudflare's
 * challenge origin is in the CSP and the forms carry the widget's reserved
 * box only while Turnstile is configured, and the edge cache never serves a
 * page rendered for the other setting.
 */
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const ON = {
  ...env,
  TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
  TURNSTILE_SECRET: "1x0000000000000000000000000000000AA",
};
const fetchWith = (e: Env, path: string) =>
  worker.fetch(new Request(`https://college.test${path}`), e, ctx) as Promise<Response>;
const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

describe("Turnstile on the pages", () => {
  it("allows challenges.cloudflare.com for scripts and frames only while Turnstile is on", async () => {
    for (const path of ["/contact", "/apply", "/VisitUs"]) {
      const off = (await fetchWith(env as Env, path)).headers.get("content-security-policy") ?? "";
      const on = (await fetchWith(ON, path)).headers.get("content-security-policy") ?? "";
      expect(off).not.toContain("challenges.cloudflare.com");
      expect(directive(on, "script-src")).toMatch(
        /^script-src 'nonce-[^']+' 'strict-dynamic' https:\/\/challenges\.cloudflare\.com$/,
      );
      expect(directive(on, "frame-src")).toContain("https://challenges.cloudflare.com");
      // Nothing else opens up.
      expect(on.replaceAll(" https://challenges.cloudflare.com", "").replace(/'nonce-[^']+'/, "")).toBe(
        off.replace(/'nonce-[^']+'/, ""),
      );
    }
  });

  it("half a configuration counts as off", async () => {
    const res = await fetchWith({ ...env, TURNSTILE_SITE_KEY: "only-the-key" } as Env, "/contact");
    expect(res.headers.get("content-security-policy")).not.toContain("challenges.cloudflare.com");
    expect(await res.text()).not.toContain("cf-turnstile-response");
  });

  it("every form renders the reserved box, the token input and a no-JavaScript note only while Turnstile is on", async () => {
    for (const [path, form] of [
      ["/contact", "enquiry"],
      ["/VisitUs", "visit"],
      ["/apply", "admission"],
    ] as const) {
      const on = await (await fetchWith(ON, path)).text();
      const inForm = on.slice(on.indexOf(`data-form="${form}"`));
      expect(inForm, path).toMatch(
        /data-turnstile=""><div class="min-h-\[65px\][^"]*"><\/div><input type="hidden" name="cf-turnstile-response"\/>/,
      );
      expect(inForm, path).toMatch(
        /<noscript><p[^>]*>This form(&#x27;|')s spam check needs JavaScript\. .*call us on \+977/,
      );
      // The site key reaches the browser in the root loader's data, from the Worker's env.
      expect(on, path).toMatch(/turnstileSiteKey\\+",\\+"1x00000000000000000000AA/);
      const off = await (await fetchWith(env as Env, path)).text();
      expect(off, path).not.toContain("cf-turnstile-response");
      expect(off, path).not.toContain("data-turnstile");
    }
  });
});
