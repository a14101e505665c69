import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { href } from "../app/content/pages";
import { pages } from "../app/content/pages.server";
import { routePaths } from "./canonical-path";

// "manual": see the 301 itself rather than the page it leads to.
const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://college.test${path}`, { redirect: "manual", ...init }));

async function expectRedirect(from: string, to: string) {
  const res = await get(from);
  expect(res.status, from).toBe(301);
  // A path, not an absolute URL: it works on every host the site is served from.
  expect(res.headers.get("location"), from).toBe(to);
  expect(res.headers.get("content-security-policy"), from).toBeTruthy();
  await res.body?.cancel();
}

describe("one URL per page", () => {
  it("answers other spellings (letter case, trailing slashes) with 301 to the route's own path", async () => {
    await expectRedirect("/DIPLOMAS", "/Diplomas");
    await expectRedirect("/Diplomas/", "/Diplomas");
    await expectRedirect("/diplomas//", "/Diplomas");
    await expectRedirect("/programs/L4DC", "/programs/l4dc");
    await expectRedirect("/About/Uclan", "/about/uclan");
    await expectRedirect("/ABOUT/ceo/", "/about/CEO");
    await expectRedirect("/SITEMAP.XML", "/sitemap.xml");
  });

  it("keeps the query string", async () => {
    await expectRedirect("/Diplomas/?utm_source=poster&x=a%20b", "/Diplomas?utm_source=poster&x=a%20b");
    await expectRedirect("/CONTACT?from=ad", "/contact?from=ad");
  });

  it("folds the encoded space of /programs/Data Science and keeps it encoded", async () => {
    await expectRedirect("/programs/data%20science", "/programs/Data%20Science");
    await expectRedirect("/programs/Data%20Science/", "/programs/Data%20Science");
    const page = await get("/programs/Data%20Science");
    expect(page.status).toBe(200);
    await page.body?.cancel();
  });

  it("sends a near miss of a link-only path straight to its page", async () => {
    await expectRedirect("/BCIS", "/programs/business-computing");
    await expectRedirect("/level-4-computing/", "/programs/l4dc");
  });

  it("redirects every page of the route table in capitals, and serves its own path with 200", async () => {
    for (const page of pages) {
      const own = href(page.path);
      if (own !== "/") await expectRedirect(own.toUpperCase(), own);
      const res = await get(own);
      expect(res.status, own).toBe(200);
      await res.body?.cancel();
    }
  });

  it("leaves anything else to the 404 page", async () => {
    for (const path of [
      "/Diploma",
      "/programs/l4dc/extra",
      "/programs/Data+Science",
      "/programs/DataScience",
      "/diplomas.html",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("We couldn&#x27;t find that page");
    }
  });

  it("does not redirect other methods (a POST keeps its body) nor /api", async () => {
    const post = await get("/CONTACT", { method: "POST", body: "x=1" });
    expect(post.status).not.toBe(301);
    await post.body?.cancel();
    const api = await get("/api/HEALTH");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("routePaths", () => {
  it("joins nested paths and leaves out index-less layouts, dynamic and splat routes", () => {
    expect(
      routePaths({
        root: { path: "" },
        home: { parentId: "root", index: true },
        about: { parentId: "root", path: "about" },
        ceo: { parentId: "about", path: "CEO" },
        item: { parentId: "root", path: "news/:slug" },
        rest: { parentId: "root", path: "*" },
      }).sort(),
    ).toEqual(["/", "/about", "/about/CEO"]);
  });
});
