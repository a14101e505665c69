import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
// The built Worker (npm test builds before this runs); it ships no types.
import worker from "built-worker";
import { siteLocation } from "./location";

/**
 * Every redirect stays on the site, whatever path it was asked for: a
 * Location is resolved by the browser against the page's URL, which is what
 * `new URL(location, SITE)` does here.
 */
const SITE = "https://college.test";
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const nepaliOn = { ...env, NEPALI_VERSION: "on" };
const get = (path: string, init?: RequestInit) =>
  worker.fetch(new Request(`${SITE}${path}`, { redirect: "manual", ...init }), nepaliOn, ctx) as Promise<Response>;

/** Paths that, echoed into a Location, would name another host (or look as if they might). */
const HOSTILE = [
  "//evil.example/",
  "///evil.example/",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%2F%2Fevil.example/",
  "/%2f%2fevil.example/",
  "/%5Cevil.example/",
  "/%5c%5cevil.example/",
  "/%2F/evil.example/",
  "/ne//evil.example/",
  "/ne/\\evil.example/",
  "/ne/%2F%2Fevil.example/",
  "/ne/%5Cevil.example/",
];

async function expectOnSite(res: Response, what: string) {
  const location = res.headers.get("location");
  expect(location, what).toBeTruthy();
  expect(new URL(location!, `${SITE}/some/page`).origin, `${what} → ${location}`).toBe(SITE);
  expect(location, what).toMatch(/^\/(?![/\\])/);
  await res.body?.cancel();
}

describe("redirects are built from the parsed URL and stay on the site", () => {
  it("the language switcher's ?lang= on a path that names another host", async () => {
    for (const path of HOSTILE) {
      for (const lang of ["en", "ne"]) {
        const res = await get(`${path}?lang=${lang}`);
        expect(res.status, path).toBe(303);
        await expectOnSite(res, `${path}?lang=${lang}`);
      }
    }
  });

  it("keeps the rest of the query, and the path the visitor asked for, on this site", async () => {
    const res = await get("//evil.example/apply?lang=en&utm_source=x");
    expect(res.headers.get("location")).toBe("/evil.example/apply?utm_source=x");
    const encoded = await get("/%2F%2Fevil.example/?lang=ne");
    expect(encoded.headers.get("location")).toBe("/%2F%2Fevil.example/");
  });

  it("the Nepali home page's redirect for a visitor who chose Nepali", async () => {
    for (const search of ["", "?x=//evil.example/", "?next=%2F%2Fevil.example"]) {
      const res = await get(`/${search}`, { headers: { cookie: "lang=ne" } });
      expect(res.status, search).toBe(302);
      await expectOnSite(res, search);
    }
  });

  it("the canonical-spelling redirect (case, trailing slashes), under either language", async () => {
    for (const path of ["/DIPLOMAS//", "/ne/DIPLOMAS/", "/Diplomas/?next=//evil.example/"]) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      await expectOnSite(res, path);
    }
    // A path that names another host is no spelling of a page: the 404 page, no redirect.
    for (const path of ["//evil.example/", "/\\evil.example/", "//DIPLOMAS"]) {
      const res = await get(path);
      expect(res.headers.get("location"), path).toBeNull();
      await res.body?.cancel();
    }
  });
});

describe("siteLocation", () => {
  it("gives a path on the base's origin for every way of naming another host", () => {
    const base = `${SITE}/here`;
    for (const target of [
      "//evil.example/",
      "/\\evil.example/",
      "\\\\evil.example/",
      "https://evil.example/",
      "/\t/evil.example/",
      "/\n/evil.example/",
      " //evil.example/",
      "javascript:alert(1)",
    ]) {
      const location = siteLocation(target, base);
      expect(new URL(location, base).origin, JSON.stringify(target)).toBe(SITE);
      expect(location, JSON.stringify(target)).toMatch(/^\/(?![/\\])/);
    }
    expect(siteLocation(new URL(`${SITE}//evil.example/x?a=1`), SITE)).toBe("/evil.example/x?a=1");
    expect(siteLocation("/apply?lang=ne", base)).toBe("/apply?lang=ne");
    expect(siteLocation("/programs/Data%20Science", base)).toBe("/programs/Data%20Science");
  });
});
