import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
// The built Worker (npm test builds before this runs); it ships no types.
import worker from "built-worker";
import { site } from "../app/content/site";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const fetchPage = (path: string, vars: Partial<Env> = {}) =>
  worker.fetch(new Request(`https://college.test${path}`), { ...env, ...vars }, ctx);
const frameSrc = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("frame-src")) ?? "";

describe("the map provider in the CSP", () => {
  const embed = new URL(site.map.embedUrl);

  it("is allowed on pages, which carry the map card, as its embed page only", async () => {
    for (const path of ["/contact", "/programs/l4dc", "/no-such-page"]) {
      const res = await fetchPage(path);
      expect(frameSrc(res).split(" ").sort(), path).toEqual(
        ["'self'", "frame-src", `${embed.origin}${embed.pathname}`].sort(),
      );
      const html = await res.text();
      // The card is there and no frame is: nothing is fetched from the provider until asked. The
      // embed's address waits in a data attribute, for the page script to make the frame with.
      expect(html, path).toContain('data-map="card"');
      expect(html, path).not.toContain("<iframe");
      expect(html, path).not.toMatch(new RegExp(`\\ssrc="${embed.origin.replace(/[.]/g, "\\.")}`));
      expect(html, path).toContain(`data-src="${site.map.embedUrl.replace(/&/g, "&amp;")}"`);
    }
  });

  it("is not allowed on the maintenance page, which has no map", async () => {
    const res = await fetchPage("/contact", { MAINTENANCE_MODE: "on" });
    expect(res.status).toBe(503);
    expect(frameSrc(res)).toBe("frame-src 'self'");
    await res.body?.cancel();
  });
});

describe("upgrade-insecure-requests", () => {
  const csp = async (url: string) => {
    const res = await worker.fetch(new Request(url), env, ctx);
    await res.body?.cancel();
    return (res.headers.get("content-security-policy") ?? "").split(";").map((d) => d.trim());
  };

  it("is sent wherever the site is reached by a name or over https", async () => {
    for (const url of [
      "https://college.test/",
      "http://college.test/contact",
      "https://www.example.edu.np/",
      "http://www.example.edu.np/",
      // Loopback over https, and names that only look like loopback.
      "https://localhost:8787/",
      "https://127.0.0.1/",
      "http://localhost.example.edu.np/",
      "http://127.0.0.1.example.edu.np/",
    ]) {
      expect(await csp(url), url).toContain("upgrade-insecure-requests");
    }
  });

  it("is left out only for plain http on the loopback address, where WebKit would ask for every file over https", async () => {
    for (const url of ["http://localhost:8787/", "http://127.0.0.1:8790/contact", "http://[::1]:8787/"]) {
      const directives = await csp(url);
      expect(directives, url).not.toContain("upgrade-insecure-requests");
      // The rest of the policy is the same.
      expect(directives, url).toContain("frame-ancestors 'none'");
      expect(
        directives.find((d) => d.startsWith("script-src")),
        url,
      ).toMatch(/'nonce-/);
    }
  });
});
