import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { redirects } from "../app/content/redirects";
import { pages } from "../app/content/pages.server";

// "manual": see the 301 itself rather than the page it leads to.
const get = (path: string) => exports.default.fetch(new Request(`https://college.test${path}`, { redirect: "manual" }));

describe("link-only paths of requirements §2.1 redirect permanently", () => {
  it("covers the eleven paths the requirements list, each once", () => {
    expect(redirects.map((r) => r.from).sort()).toEqual(
      [
        "/programs/bsc-business-computing",
        "/programs/bsc-cyber-security",
        "/programs/level-4-diploma",
        "/programs/level-5-diploma",
        "/programs/short-courses-cyber-security",
        "/bcis",
        "/cyber-security",
        "/level-4-computing",
        "/level-5-computing",
        "/short-course-cyber-security",
        "/level-3-foundation",
      ].sort(),
    );
  });

  for (const { from, to } of redirects) {
    it(`${from} → 301 ${to}, which is a page of the route table`, async () => {
      expect(pages.some((p) => p.path === to)).toBe(true);
      const res = await get(from);
      expect(res.status).toBe(301);
      expect(new URL(res.headers.get("location") ?? "", "https://college.test").pathname).toBe(to);
      // The redirect still carries the security headers.
      expect(res.headers.get("content-security-policy")).toBeTruthy();
      const target = await get(to);
      expect(target.status).toBe(200);
    });
  }

  it("leaves near misses to the 404 page", async () => {
    expect((await get("/bcis/extra")).status).toBe(404);
    expect((await get("/level-6-computing")).status).toBe(404);
  });
});
