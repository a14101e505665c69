import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { documentTitle } from "~/content/pages";
import { pages } from "~/content/pages.server";
import { pageTextsNe } from "~/content/pages/ne";
import { frameText } from "~/i18n/frame/index.server";
import { successMessages } from "~/forms/contract/success-messages";
// The built Worker (npm test builds before this runs); it ships no types.
import worker from "built-worker";
import { preferredLocale } from "./language";

// The Nepali version under /ne/ (decision 021), off as deployed and on as the college will switch it.
const ORIGIN = "https://www.example.edu.np"; // SITE_URL in vitest.config.ts
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const on = { ...env, NEPALI_VERSION: "on" };
const getOn = (path: string, init?: RequestInit) =>
  worker.fetch(new Request(`https://college.test${path}`, init), on, ctx) as Promise<Response>;
const getOff = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://college.test${path}`, init));

const nepaliPath = (path: string) => (path === "/" ? "/ne/" : `/ne${encodeURI(path)}`);
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe("the Nepali version while NEPALI_VERSION is off (the default)", () => {
  it("answers every /ne/ path with the English 404 page", async () => {
    for (const path of ["/ne/", "/ne/apply", "/ne/programs/l4dc", "/ne/nope"]) {
      const res = await getOff(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<html lang="en-GB"');
      expect(html, path).toContain("We couldn&#x27;t find that page");
      // The forms' success message is bilingual on English pages too (requirements §8): nothing else is Nepali.
      const rest = Object.values(successMessages).reduce((text, { nepali }) => text.replaceAll(nepali, ""), html);
      expect(rest, path).not.toMatch(/[\u0900-\u097F]/);
    }
  });

  it("offers no switcher, no alternates and no Nepali in the sitemap", async () => {
    const html = await (await getOff("/apply")).text();
    expect(html).not.toContain("data-language-switcher");
    expect(html).not.toContain("hrefLang");
    expect(html).not.toMatch(/hreflang=/i);
    const sitemap = await (await getOff("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/ne/");
  });

  it("ignores the language cookie, the switcher's parameter and Accept-Language", async () => {
    const home = await getOff("/", { headers: { cookie: "lang=ne", "accept-language": "ne-NP,ne;q=0.9" } });
    expect(home.status).toBe(200);
    expect(await home.text()).not.toContain("data-language-suggestion");
    expect((await getOff("/apply?lang=ne")).status).toBe(200);
  });
});

describe("the Nepali version when on", () => {
  for (const info of pages) {
    it(`${info.path}: its Nepali twin is served in Nepali with its own title and both languages' links`, async () => {
      const path = nepaliPath(info.path);
      const res = await getOn(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const text = pageTextsNe[info.path];
      expect(html).toContain('<html lang="ne"');
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(documentTitle(text.title).replaceAll("&", "&amp;"));
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}${path}`);
      expect(html).toContain(`<link rel="alternate" hrefLang="ne" href="${ORIGIN}${path}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en-GB" href="${ORIGIN}${encodeURI(info.path)}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${encodeURI(info.path)}"/>`);
      expect(html).toContain('content="ne_NP"');
      // The switcher leads to the English page, remembering the choice.
      expect(html).toContain(`href="${encodeURI(info.path)}?lang=en"`);
    });
  }

  it("names the Nepali twin from every English page", async () => {
    const html = await (await getOn("/programs/Data%20Science")).text();
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toContain(`<link rel="alternate" hrefLang="ne" href="${ORIGIN}/ne/programs/Data%20Science"/>`);
    expect(html).toContain('href="/ne/programs/Data%20Science?lang=ne"');
    expect(html).toContain(">नेपाली</a>");
  });

  it("keeps a Nepali page's links in Nepali", async () => {
    const html = await (await getOn("/ne/contact")).text();
    const internal = [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
    const english = internal.filter((href) => !href.startsWith("/ne/") && !href.includes("lang=en"));
    expect(english.filter((href) => !/\.(pdf|svg|png|jpg)$/.test(href))).toEqual([]);
  });

  it("serves /ne/ as the Nepali home page and folds other spellings into it", async () => {
    const home = await getOn("/ne/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(pageTextsNe["/"].banner.mainTitle);
    for (const path of ["/ne", "/NE", "/ne//"]) {
      const res = await getOn(path, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(new URL(res.headers.get("location") ?? "", "https://college.test").pathname, path).toBe("/ne/");
    }
  });

  it("answers an unknown /ne/ path with the 404 page in Nepali", async () => {
    const res = await getOn("/ne/nope");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="ne"');
    expect(html).toContain("यो पृष्ठ भेटिएन");
    expect(html).toContain(`<title>${documentTitle(frameText.ne.notFound.title)}</title>`);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("remembers the switcher's choice in a cookie and sends the visitor to the page itself", async () => {
    const res = await getOn("/ne/apply?lang=ne", { redirect: "manual" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ne/apply");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lang=ne;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("takes a visitor who chose Nepali from / to /ne/, and no one else", async () => {
    const chose = await getOn("/", { headers: { cookie: "lang=ne" }, redirect: "manual" });
    expect(chose.status).toBe(302);
    expect(chose.headers.get("location")).toBe("/ne/");
    expect(chose.headers.get("cache-control")).toMatch(/private/);
    const english = await getOn("/", { headers: { cookie: "lang=en" } });
    expect(english.status).toBe(200);
    await english.body?.cancel();
    // A browser preferring Nepali is never redirected (search engines crawl without the header).
    const prefers = await getOn("/", { headers: { "accept-language": "ne" }, redirect: "manual" });
    expect(prefers.status).toBe(200);
    await prefers.body?.cancel();
  });

  it("suggests the Nepali page to a browser that prefers Nepali, until a language is chosen", async () => {
    const html = await (await getOn("/apply", { headers: { "accept-language": "ne-NP, en;q=0.5" } })).text();
    expect(html).toContain("data-language-suggestion");
    expect(html).toContain('href="/ne/apply?lang=ne"');
    expect(html).toContain('href="/apply?lang=en"');
    // A finder's answer is offered in Nepali as the same answer; the query escaped as HTML.
    const answer = await (
      await getOn('/find-your-programme?board=neb&result=2.8&x="<b>', { headers: { "accept-language": "ne" } })
    ).text();
    expect(answer).toContain('href="/ne/find-your-programme?board=neb&amp;result=2.8&amp;x=%22%3Cb%3E&amp;lang=ne"');
    expect(answer).toContain('href="/find-your-programme?board=neb&amp;result=2.8&amp;x=%22%3Cb%3E&amp;lang=en"');
    const chosen = await (await getOn("/apply", { headers: { "accept-language": "ne", cookie: "lang=en" } })).text();
    expect(chosen).not.toContain("data-language-suggestion");
    const english = await (await getOn("/apply", { headers: { "accept-language": "en-GB,ne;q=0.8" } })).text();
    expect(english).not.toContain("data-language-suggestion");
    const nepali = await (await getOn("/ne/apply", { headers: { "accept-language": "ne" } })).text();
    expect(nepali).not.toContain("data-language-suggestion");
  });

  it("lists both languages in the sitemap, each with its alternates", async () => {
    const xml = await (await getOn("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Every page in both languages, and besides them the live notices (worker/notices), in both too.
    const notices = locs.filter((loc) => /\/notices\/\d+-/.test(loc ?? ""));
    expect(locs.length - notices.length).toBe(pages.length * 2);
    expect(notices.length % 2).toBe(0);
    for (const loc of notices.filter((l) => !l?.includes("/ne/")))
      expect(locs).toContain(loc?.replace(ORIGIN, `${ORIGIN}/ne`));
    expect(locs).toContain(`${ORIGIN}/ne/`);
    expect(locs).toContain(`${ORIGIN}/ne/programs/Data%20Science`);
    const entry = xml.split("<url>").find((u) => u.includes(`<loc>${ORIGIN}/ne/apply</loc>`)) ?? "";
    expect(entry).toContain(`hreflang="en-GB" href="${ORIGIN}/apply"`);
    expect(entry).toContain(`hreflang="ne" href="${ORIGIN}/ne/apply"`);
    expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/apply"`);
  });
});

describe("preferredLocale", () => {
  it("reads the language a browser puts first", () => {
    expect(preferredLocale("ne-NP,ne;q=0.9,en;q=0.8")).toBe("ne");
    expect(preferredLocale("en-GB,ne;q=0.9")).toBe("en");
    expect(preferredLocale("en;q=0.5, ne;q=0.8")).toBe("ne");
    expect(preferredLocale("hi-IN")).toBeNull();
    expect(preferredLocale("")).toBeNull();
    expect(preferredLocale(null)).toBeNull();
    expect(preferredLocale("ne;q=0")).toBeNull();
  });
});
