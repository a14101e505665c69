import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// Module preloads must not compete with what the first paint needs
// (script-priority.ts): checked on the built Worker, on a fresh render and
// on the edge-cached copy.
const get = (path: string) => exports.default.fetch(new Request(`https://college.test${path}`));

function preloads(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => m[0]);
}

describe("script priority", () => {
  for (const path of ["/", "/programs/l4dc", "/apply"]) {
    it(`${path}: every module preload is fetched at low priority, on a miss and on a hit`, async () => {
      for (let visit = 0; visit < 2; visit++) {
        const html = await (await get(path)).text();
        const links = preloads(html);
        expect(links.length).toBeGreaterThan(3);
        for (const link of links) expect(link).toMatch(/\bfetchpriority="low"/);
        // The stylesheet and the page's images keep their priority.
        expect(html).toMatch(/<link rel="preload" as="style" href="[^"]+\.css" fetchPriority="high"/);
      }
    });
  }
});
