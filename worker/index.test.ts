import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { documentTitle } from "~/content/pages";
import { frameText } from "~/i18n/frame/index.server";
// The built Worker (npm test builds before this runs); it ships no types.
import worker from "built-worker";

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://college.test${path}`, init));

describe("worker entry", () => {
  it("answers /api/health with ok alone (the counts are the operator's)", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers unknown /api paths with a JSON 404", async () => {
    const res = await get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ ok: false, error: "Not found" });
  });

  it("renders a page of the route table with 200 and strict headers", async () => {
    const res = await get("/programs/l4dc");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    // Objects only from this site: the embedded PDFs are <object>s of its own files.
    for (const directive of ["frame-ancestors 'none'", "object-src 'self';", "base-uri 'none'"]) {
      expect(csp).toContain(directive);
    }
    const hsts = res.headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("permissions-policy")).toBeTruthy();
    // Every inline script carries this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    const html = await res.text();
    // JSON-LD data blocks are not executed, so CSP does not apply to them.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses a fresh nonce per response", async () => {
    const a = (await get("/")).headers.get("content-security-policy");
    const b = (await get("/")).headers.get("content-security-policy");
    expect(a).not.toEqual(b);
  });

  it("serves the space-containing Data Science path", async () => {
    const res = await get("/programs/Data%20Science");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Data Science");
  });

  it("answers unknown paths with the 404 page", async () => {
    for (const path of ["/nope", "/programs/unknown"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("We couldn&#x27;t find that page");
      expect(html).toContain(`<title>${documentTitle(frameText.en.notFound.title)}</title>`);
      expect(html).toContain('name="robots" content="noindex"');
    }
  });

  it("hands any method to React Router (a POST to a page is not a 5xx)", async () => {
    const res = await get("/contact", { method: "POST" });
    expect(res.status).toBeLessThan(500);
  });

  it("serves the maintenance page with 503 and Retry-After when switched on", async () => {
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const on = { ...env, MAINTENANCE_MODE: "on" };
    const res = await worker.fetch(new Request("https://college.test/about/CEO"), on, ctx);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
    const html = await res.text();
    expect(html).toContain("Please bear with us! We&#x27;re currently under maintenance.");
    expect(html).toContain(`<title>${documentTitle(frameText.en.maintenance.title)}</title>`);
    expect(html).toContain("We&#x27;re working hard to fix the issues and improve your experience.");
    const health = await worker.fetch(new Request("https://college.test/api/health"), on, ctx);
    expect(health.status).toBe(200);
  });
});

describe("edge page cache", () => {
  it("serves a repeat visit from the cache with a fresh nonce everywhere", async () => {
    const first = await get("/admission/scholarship");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    await first.text();
    let repeat: Response | undefined;
    for (let i = 0; i < 20 && repeat?.headers.get("x-page-cache") !== "HIT"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      repeat = await get("/admission/scholarship");
      if (repeat.headers.get("x-page-cache") !== "HIT") await repeat.text();
    }
    expect(repeat?.headers.get("x-page-cache")).toBe("HIT");
    const nonce = /'nonce-([^']+)'/.exec(repeat!.headers.get("content-security-policy") ?? "")?.[1];
    const firstNonce = /'nonce-([^']+)'/.exec(first.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(firstNonce);
    const html = await repeat!.text();
    const nonces = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(2);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(html).not.toContain(firstNonce!);
    expect(repeat!.headers.get("cache-control")).toContain("max-age=0");
  });

  it("never caches personalised or failed responses", async () => {
    for (const path of ["/contact?from=ad", "/nope"]) {
      await (await get(path)).text();
      const again = await get(path);
      expect(again.headers.get("x-page-cache"), path).not.toBe("HIT");
    }
  });
});
