import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { documentTitle } from "~/content/pages";
import { pages } from "~/content/pages.server";
import { programmeAt } from "~/content/programmes.server";
import { site } from "~/content/site";

// Search-engine essentials, checked on the built Worker.
const ORIGIN = "https://www.example.edu.np"; // SITE_URL in vitest.config.ts
const get = (path: string) => exports.default.fetch(new Request(`https://college.test${path}`));

/** Text as React escaped it in the HTML, read back. */
const htmlText = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(htmlText(m[1]!)),
  );
}

describe("search engines and sharing", () => {
  it("lists exactly the route table and the live notices in the sitemap, with absolute URLs", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/xml/);
    const all = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const notice = new RegExp(`^${ORIGIN}/notices/\\d+-[a-z0-9-]+$`);
    const locs = all.filter((loc) => !notice.test(loc));
    expect(locs.sort()).toEqual(pages.map((p) => `${ORIGIN}${encodeURI(p.path)}`).sort());
    // The first notices (worker/notices/seed.ts), each at its own address.
    expect(all.filter((loc) => notice.test(loc)).length).toBeGreaterThanOrEqual(6);
    expect(locs).toContain(`${ORIGIN}/privacy`);
  });

  it("points robots.txt at the sitemap", async () => {
    const body = await (await get("/robots.txt")).text();
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(body).toContain("Disallow: /api/");
  });

  for (const info of pages) {
    it(`${info.path}: unique meta, canonical, social tags and valid JSON-LD`, async () => {
      const res = await get(encodeURI(info.path));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${encodeURI(info.path)}"/>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      for (const tag of ['property="og:image"', 'name="twitter:card"']) expect(html).toContain(tag);
      // The tab, the shared link and the card all read the record's words and the college's name.
      const title = documentTitle(info.title);
      expect(htmlText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(title);
      expect(htmlText(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? "")).toBe(title);
      expect(htmlText(/<meta name="twitter:title" content="([^"]*)"/.exec(html)?.[1] ?? "")).toBe(title);
      expect(html).not.toContain('content="noindex"');

      const blocks = jsonLd(html);
      const college = blocks.find((b) => b["@type"] === "CollegeOrUniversity");
      expect(college).toMatchObject({ name: expect.any(String), url: `${ORIGIN}/` });
      expect(college?.address).toMatchObject({ streetAddress: expect.any(String), addressLocality: "Kathmandu" });
      expect((college!.sameAs as string[]).length).toBeGreaterThan(0);
      expect(college?.telephone).toBeTruthy();
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
      const items = crumbs?.itemListElement as Array<{ position: number; item: string }>;
      expect(items[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` });
      expect(items.at(-1)!.item).toBe(info.path === "/" ? `${ORIGIN}/` : `${ORIGIN}${encodeURI(info.path)}`);
      const course = blocks.find((b) => b["@type"] === "Course");
      if (info.path.startsWith("/programs/")) {
        expect(course).toMatchObject({ name: info.banner.mainTitle, description: expect.any(String) });
        expect(course?.provider).toMatchObject({ "@id": `${ORIGIN}/#college`, name: site.name });
        // Who awards it (requirements §1: UCLan the degrees, NCC Education the diplomas, the college its short courses).
        const kind = programmeAt(info.path)!.kind;
        const awarder = { degree: site.partners.university, diploma: site.partners.awardingBody }[kind as string];
        expect(course?.educationalCredentialAwarded).toMatchObject({
          "@type": "EducationalOccupationalCredential",
          name: expect.stringContaining(info.banner.mainTitle),
          recognizedBy: { name: awarder?.name ?? site.name },
        });
        expect(course?.hasCourseInstance).toMatchObject({
          location: { name: site.name, address: { addressLocality: "Kathmandu" } },
        });
      } else {
        expect(course).toBeUndefined();
      }
    });
  }

  it("a programme's credential carries the qualification reference requirements §9 gives, and a pathway none of its own", async () => {
    const credential = async (path: string) =>
      jsonLd(await (await get(path)).text()).find((b) => b["@type"] === "Course")?.educationalCredentialAwarded as
        | Record<string, unknown>
        | undefined;
    expect(await credential("/programs/l4dc")).toMatchObject({
      identifier: "600/0406/X",
      educationalLevel: "RQF Level 4",
    });
    expect(await credential("/programs/l5dc")).toMatchObject({
      identifier: "600/3055/0",
      educationalLevel: "RQF Level 5",
    });
    expect(await credential("/programs/l5dc-cs")).not.toHaveProperty("identifier");
    expect(await credential("/programs/business-computing")).toMatchObject({ educationalLevel: "FHEQ Level 6" });
    expect(await credential("/programs/fullStackDevlopment")).not.toHaveProperty("educationalLevel");
  });

  it("keeps the not-found page out of the index", async () => {
    const html = await (await get("/does-not-exist")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
