import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import worker from "built-worker";
import { describe, expect, it } from "vitest";
import { hydrationAddressIn } from "./hydration-data.fixtures";

// A page's hydration data, served apart from its HTML (hydration-data.ts),
// checked on the built Worker. That the browser hydrates from it is proven
// by every browser test that waits for hydration.
const get = (url: string) => exports.default.fetch(new Request(url));
/** The built Worker with the Nepali version on, so the /ne/ pages are pages too. */
const nepaliOn = { ...env, NEPALI_VERSION: "on" } as Env;

/** The data address a page's loader names. */
async function addressOf(url: string): Promise<string> {
  const html = await (await get(url)).text();
  const address = hydrationAddressIn(html);
  if (!address) throw new Error(`no hydration data address in ${url}`);
  return address;
}

const streamed = (script: string) =>
  script.startsWith('window.__reactRouterContext.streamController.enqueue("') &&
  script.trimEnd().endsWith("window.__reactRouterContext.streamController.close();");

describe("hydration data", () => {
  it("a page that is not cached (it has a query) still finds the data kept when it was rendered", async () => {
    const address = await addressOf("https://college.test/apply?programme=l4dc");
    expect(address).toContain(`?page=${encodeURIComponent("/apply?programme=l4dc")}`);
    const res = await get(`https://college.test${address}`);
    expect(res.status).toBe(200);
    expect(streamed(await res.text())).toBe(true);
  });

  it("when the cache has not got it, the page is rendered again and its data served if it is the same", async () => {
    const address = await addressOf("https://college.test/programs/l4dc");
    // Another host has a cache of its own: nothing kept there.
    const res = await get(`https://elsewhere.test${address}`);
    expect(res.status).toBe(200);
    const script = await res.text();
    expect(streamed(script)).toBe(true);
    expect(script).toBe(await (await get(`https://college.test${address}`)).text());
  });

  it("carries none of the notes for the college (app/content/confirm.ts) on any page of the site, in either language", async () => {
    const get = (path: string) =>
      worker.fetch(new Request(`https://college.test${path}`), nepaliOn, createExecutionContext());
    const sitemap = await (await get("/sitemap.xml")).text();
    const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(pages.filter((page) => page.startsWith("/ne/")).length).toBeGreaterThan(30);
    let hydrating = 0;
    for (const page of pages) {
      const address = hydrationAddressIn(await (await get(page)).text());
      if (!address) continue;
      hydrating++;
      const data = await (await get(address)).text();
      // Loader data is streamed as a flat list of strings and values: a note's key appears as the string "confirm".
      expect(data, page).not.toMatch(/\\"(?:confirm|claims)\\"/);
    }
    expect(hydrating).toBeGreaterThan(30);
  });

  it("a page that does not hydrate (the not-found page) has no data to serve apart", async () => {
    const html = await (await get("https://college.test/no-such-page")).text();
    expect(hydrationAddressIn(html)).toBeUndefined();
    expect(html).not.toContain("__reactRouterContext");
  });

  it("data that is not the page's, now or ever, is a 404, and the page stays as served", async () => {
    const address = await addressOf("https://college.test/contact");
    const other = address.replace(/[0-9a-f]{32}/, "0".repeat(32));
    const res = await get(`https://elsewhere.test${other}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("only the site's own pages are rendered for it", async () => {
    const digest = "0123456789abcdef0123456789abcdef";
    for (const page of [
      null,
      "",
      "programs/l4dc",
      "//evil.test/",
      "/\\evil.test/",
      "https://evil.test/",
      "/api/health",
      "/office",
      "/office/",
      `/__hydration/${digest}.js?page=/`,
    ]) {
      const query = page === null ? "" : `?page=${encodeURIComponent(page)}`;
      const res = await get(`https://college.test/__hydration/${digest}.js${query}`);
      expect(res.status, String(page)).toBe(404);
    }
    for (const name of ["0123.js", `${digest}.css`, `${digest.toUpperCase()}.js`, `${digest}.js/x`])
      expect((await get(`https://college.test/__hydration/${name}?page=%2F`)).status, name).toBe(404);
  });
});
