import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "built-worker";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { documentTitle } from "../../app/content/pages";
import { tickerItems } from "../../app/content/ticker";
import { noticeWords } from "../../app/notices/words";
import { bytesOf } from "../../tests/support/images";
import { SITE, TOKEN, call } from "../../tests/support/office";
import { NOTICES_CACHE_MS, noticesChanged, noticesStamp } from "./pages";
import { SEED_ACTOR } from "./seed";
import { updateNotice } from "./store";

/**
 * The notices as the public site shows them, through the built Worker:
 * the board, a notice's page, the home page's ticker, popup and latest
 * notices, the feed and the sitemap, and how soon a change or a publish
 * time reaches the edge-cached pages.
 */
const e = { ...env, SITE_URL: SITE, ADMIN_TOKEN: TOKEN } as unknown as Env;
const db = env.OUTBOX_DB;

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, whose fields the tests read as they are
type Json = Record<string, any>;
async function admin(method: string, path: string, body?: unknown): Promise<Json> {
  const headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` };
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    headers["content-type"] = "application/json";
  }
  // Through the built Worker, as the office's tools call it: its pages learn of the change at once.
  const res = await call(e, `/api/admin/notices${path}`, init, "http://localhost");
  const json = (await res.json()) as Json;
  expect(res.ok, JSON.stringify(json)).toBe(true);
  return json;
}

const create = async (over: Json = {}) =>
  (
    await admin("POST", "", {
      title: { en: "Entrance test on 5 December", ne: "मंसिर १९ मा प्रवेश परीक्षा" },
      body: { en: "The test starts at 10:00.\n\n- Bring your admit card\n- [Fees](/admission/fees-funding)" },
      category: "exams",
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      ...over,
    })
  ).notice as Json;

/**
 * A page through the same built Worker as the API calls above, not waiting
 * for its background work (the page cache's write).
 */
const get = (path: string) =>
  worker.fetch(new Request(`${SITE}${path}`, { redirect: "manual" }), e, createExecutionContext());
const page = async (path: string) => {
  const res = await get(path);
  return { status: res.status, cache: res.headers.get("x-page-cache"), html: await res.text(), res };
};

/** The page until the edge cache has its copy (cache.put runs after the answer). */
async function cachedCopy(path: string) {
  await page(path);
  for (let i = 0; i < 40; i++) {
    const again = await page(path);
    if (again.cache === "HIT") return again;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${path} was never served from the cache`);
}

beforeEach(async () => {
  // Every test starts from the first notices alone (written once, at the Worker's first read: seed.ts).
  await db.prepare("DELETE FROM notices WHERE created_by != ?1").bind(SEED_ACTOR).run();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the notice board", () => {
  it("lists the live notices, pinned first, and filters by category with a plain GET form", async () => {
    const exam = await create();
    const { status, html } = await page("/notices?category=exams");
    expect(status).toBe(200);
    expect(html).toMatch(/<form [^>]*method="get"/);
    expect(html).toContain(`href="/notices/${exam.id}-entrance-test-on-5-december"`);
    expect(html).not.toContain(tickerItems[0]);
    const all = (await page("/notices?x=1")).html;
    // The first notices are pinned to the ticker: they come first, the new one after them.
    expect(all.indexOf(tickerItems[0]!)).toBeGreaterThan(0);
    expect(all.indexOf(tickerItems[0]!)).toBeLessThan(all.indexOf("Entrance test on 5 December"));
  });

  it("shows a notice on its own page with its files, an og: card and NewsArticle data", async () => {
    const exam = await create();
    const file = new FormData();
    file.set("file", new File([bytesOf("%PDF-1.7\n%%EOF\n")], "Admit card.pdf"));
    const { attachment } = await admin("POST", `/${exam.id}/attachments`, file);
    const path = `/notices/${exam.id}-entrance-test-on-5-december`;
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain("<h1");
    // Its title, then the board's, then the college's name, as every page's.
    expect(html).toContain(`<title>${documentTitle(`Entrance test on 5 December | ${noticeWords.board}`)}</title>`);
    expect(html).toContain(`href="${attachment.url}"`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(ld.find((d) => d["@type"] === "NewsArticle")).toMatchObject({
      headline: "Entrance test on 5 December",
      url: `${SITE}${path}`,
    });
    // Another spelling of its words goes to its address; an unknown id is the 404 page.
    const moved = await get(`/notices/${exam.id}-old-words`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(path);
    expect((await page("/notices/999999-nothing")).status).toBe(404);
  });

  it("shows what an editor typed as text: no script, no javascript: link", async () => {
    const bad = await create({
      title: { en: "<script>alert(1)</script>" },
      body: { en: "<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))" },
    });
    const { html } = await page(`/notices/${bad.id}-script-alert-1-script`);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("[click](javascript:alert(1))");
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toContain("<img src=x");
  });
});

/** The frame's ticker on a page: its section alone, not the "Latest notices" below, which lists notices too. */
const tickerOf = (html: string) => /<section[^>]*data-ticker=""[^>]*>[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("the home page", () => {
  it("shows the first notices as today's ticker and popup, and the latest three notices", async () => {
    const { html } = await page("/?first");
    for (const line of tickerItems) expect(tickerOf(html)).toContain(line);
    expect(html).toContain("Admissions are open");
    expect(html).toContain('aria-labelledby="latest-notices"');
  });

  it("puts a pinned notice in the ticker as a link to it, and takes it out when unpinned or ended", async () => {
    const exam = await create({ ticker: true });
    const link = `<a href="/notices/${exam.id}-entrance-test-on-5-december"`;
    expect(tickerOf((await page("/?pinned")).html)).toContain(link);
    const { notice } = await admin("PATCH", `/${exam.id}`, { version: 1, ticker: false });
    const unpinned = (await page("/?unpinned")).html;
    expect(tickerOf(unpinned)).not.toContain(link);
    // Still live, so still among the latest notices: only the ticker lost it.
    expect(unpinned).toContain(`href="/notices/${exam.id}-entrance-test-on-5-december"`);
    const pinned = await admin("PATCH", `/${exam.id}`, { version: notice.version, ticker: true });
    expect(tickerOf((await page("/?repinned")).html)).toContain(link);
    await admin("PATCH", `/${exam.id}`, { version: pinned.notice.version, endAt: new Date().toISOString() });
    expect(tickerOf((await page("/?ended")).html)).not.toContain(link);
  });

  it("draws no ticker when no live notice is pinned", async () => {
    const pinned = ((await admin("GET", "")).notices as Json[]).filter((n) => n.ticker);
    expect(pinned.length).toBeGreaterThan(0);
    const unpinned = [];
    for (const n of pinned)
      unpinned.push((await admin("PATCH", `/${n.id}`, { version: n.version, ticker: false })).notice);
    try {
      const html = (await page("/?unpinned-all")).html;
      expect(html).not.toContain("data-ticker");
      expect(html).toContain('aria-labelledby="latest-notices"');
    } finally {
      // The first notices are shared by every test here: pinned again as they were.
      for (const n of unpinned) await admin("PATCH", `/${n.id}`, { version: n.version, ticker: true });
    }
    expect(tickerOf((await page("/?repinned-all")).html)).toContain(tickerItems[0]!);
  });

  it("shows no popup when no live notice is flagged for it", async () => {
    const json = await admin("GET", "");
    const popup = (json.notices as Json[]).find((n) => n.popup)!;
    const { notice } = await admin("PATCH", `/${popup.id}`, { version: popup.version, popup: false });
    expect((await page("/?after")).html).not.toContain("data-home-popup");
    await admin("PATCH", `/${popup.id}`, { version: notice.version, popup: true });
    expect((await page("/?again")).html).toContain("data-home-popup");
  });

  it("shows an office-made notice as the popup, marking the language of text the page's language lacks", async () => {
    // Published now: newer than the first notices' popup, so it is the one shown.
    await create({
      title: { en: "Sports week starts on Sunday" },
      body: { en: "Matches every afternoon." },
      category: "events",
      popup: true,
      publishAt: new Date().toISOString(),
    });
    const popupOf = (html: string) => /<dialog[^>]*data-home-popup[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? "";
    const english = popupOf((await page("/?popup")).html);
    expect(english).toMatch(/<h2 id="home-popup-title" class="[^"]*">Sports week starts on Sunday<\/h2>/);
    expect(english).toMatch(/<p id="home-popup-body" class="[^"]*">Matches every afternoon.<\/p>/);
    const res = await worker.fetch(
      new Request(`${SITE}/ne/?popup`),
      { ...e, NEPALI_VERSION: "on" },
      createExecutionContext(),
    );
    const nepali = popupOf(await res.text());
    expect(nepali).toMatch(/<h2 id="home-popup-title" lang="en" class="[^"]*">Sports week starts on Sunday<\/h2>/);
    expect(nepali).toMatch(/<p id="home-popup-body" lang="en" class="[^"]*">Matches every afternoon.<\/p>/);
  });
});

describe("a D1 outage", () => {
  /** A database binding every call of which fails, as D1 does in an outage or before its migration. */
  const broken = new Proxy({} as D1Database, {
    get: () => () => {
      throw new Error("D1_ERROR: the database is unavailable");
    },
  });
  const down = { ...e, OUTBOX_DB: broken } as Env;

  it("reads the notices' state once per NOTICES_CACHE_MS while it fails, keeping the last known one", async () => {
    let reads = 0;
    const counting = new Proxy({} as D1Database, {
      get: () => () => {
        reads++;
        throw new Error("D1_ERROR: the database is unavailable");
      },
    });
    const failing = { ...e, OUTBOX_DB: counting } as Env;
    noticesChanged();
    const start = Date.now();
    const stamp = await noticesStamp(e, start);
    expect(stamp).toMatch(/^n\d+\.\d+$/);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await noticesStamp(failing, start + NOTICES_CACHE_MS)).toBe(stamp);
    const tried = reads;
    expect(tried).toBeGreaterThan(0);
    for (const later of [1, 1_000, NOTICES_CACHE_MS - 1])
      expect(await noticesStamp(failing, start + NOTICES_CACHE_MS + later)).toBe(stamp);
    expect(reads).toBe(tried);
    expect(errors).toHaveBeenCalledTimes(1);
    await noticesStamp(failing, start + 2 * NOTICES_CACHE_MS);
    expect(reads).toBeGreaterThan(tried);
    errors.mockRestore();
  });

  it("still serves the home page, with the notices last read, and keeps no copy of it", async () => {
    await create({ ticker: true });
    // Read on this isolate while D1 answers (a query: rendered, never cached), so its notices are the last known.
    expect((await page("/?before")).html).toContain("Entrance test on 5 December");
    // Saved just before the outage: the state this isolate read the notices under is gone, so it must read D1 again.
    await create({ title: { en: "Written just before the outage" }, ticker: true });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const attempt of [1, 2]) {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`${SITE}/`), down, ctx);
      expect(res.status, `attempt ${attempt}`).toBe(200);
      // The second attempt would be a HIT had the first one's copy been kept.
      expect(res.headers.get("x-page-cache"), `attempt ${attempt}`).toBe("MISS");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain("Entrance test on 5 December");
      expect(html).not.toContain("Written just before the outage");
      await waitOnExecutionContext(ctx);
    }
    expect(errors.mock.calls.some(([line]) => String(line).includes('"event":"notices_unread"'))).toBe(true);
    errors.mockRestore();
  });
});

describe("the cached pages", () => {
  it("show an ended notice no more, at once on the isolate that ended it", async () => {
    const exam = await create({ ticker: true });
    for (const path of ["/notices", "/"])
      expect((await cachedCopy(path)).html).toContain("Entrance test on 5 December");
    await admin("PATCH", `/${exam.id}`, { version: 1, endAt: new Date().toISOString() });
    for (const path of ["/notices", "/"]) {
      const after = await page(path);
      expect(after.cache, path).toBe("MISS");
      expect(after.html, path).not.toContain("Entrance test on 5 December");
    }
  });

  it("show a change made elsewhere within NOTICES_CACHE_MS", async () => {
    const exam = await create();
    expect((await cachedCopy("/notices")).html).toContain("Entrance test on 5 December");
    // Saved by another isolate: this one learns of it from D1 when its copy of the state is older than NOTICES_CACHE_MS.
    await updateNotice(
      db,
      exam.id,
      { ...exam, publishAt: Date.now() - 60_000, endAt: null, title: { en: "Entrance test moved", ne: "" } } as never,
      1,
      "elsewhere",
      Date.now(),
    );
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + NOTICES_CACHE_MS });
    const after = await page("/notices");
    expect(after.html).toContain("Entrance test moved");
    expect(NOTICES_CACHE_MS).toBeLessThanOrEqual(60_000);
  });

  it("show a scheduled notice from its time, with no one acting", async () => {
    const start = Date.now();
    await create({ publishAt: new Date(start + 10 * 60_000).toISOString() });
    expect((await cachedCopy("/notices")).html).not.toContain("Entrance test on 5 December");
    vi.useFakeTimers({ toFake: ["Date"], now: start + 10 * 60_000 });
    const after = await page("/notices");
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain("Entrance test on 5 December");
  });

  it("change their key at a publish time that comes sooner than NOTICES_CACHE_MS, read as the next time to come", async () => {
    const start = Date.now();
    const publishAt = start + 5_000;
    const exam = await create({ publishAt: new Date(publishAt).toISOString() });
    noticesChanged();
    const before = await noticesStamp(e, start);
    expect(before).not.toMatch(new RegExp(`\\.${publishAt}$`));
    // Saved elsewhere meanwhile: seen here only if the publish time made this isolate read D1 again.
    const moved = { ...exam, publishAt, endAt: null, title: { en: "Entrance test moved", ne: "" } };
    await updateNotice(db, exam.id, moved as never, 1, "elsewhere", start + 1);
    const at = await noticesStamp(e, publishAt);
    expect(at).toMatch(new RegExp(`\\.${publishAt}$`));
    expect(at.split(".")[0]).not.toBe(before.split(".")[0]);
  });

  it("are read from D1 once per isolate per change for the pages the page cache does not keep", async () => {
    await create();
    let reads = 0;
    // The same database, counting the reads of the live notices' list.
    const counted = new Proxy(db, {
      get(target, key) {
        if (key === "prepare")
          return (sql: string) => {
            if (sql.includes("SELECT * FROM notices") && sql.includes("ORDER BY ticker")) reads++;
            return target.prepare(sql);
          };
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const countedEnv = { ...e, OUTBOX_DB: counted } as Env;
    const fetchCounted = (path: string) =>
      worker.fetch(new Request(`${SITE}${path}`), countedEnv, createExecutionContext());
    for (const path of ["/notices/feed.xml", "/notices?category=exams", "/sitemap.xml", "/notices/feed.xml"])
      expect((await fetchCounted(path)).status, path).toBe(200);
    expect(reads).toBe(1);
    await create({ title: { en: "Written after the first read" } });
    expect(await (await fetchCounted("/notices/feed.xml")).text()).toContain("Written after the first read");
    expect(reads).toBe(2);
  });
});

describe("the feed and the sitemap", () => {
  it("list the live notices, escaped", async () => {
    const exam = await create({ body: { en: "<b>bold</b> & [fees](/admission/fees-funding)" } });
    const feed = await call(e, "/notices/feed.xml");
    expect(feed.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(xml).toContain(
      `<link rel="alternate" type="text/html" href="${SITE}/notices/${exam.id}-entrance-test-on-5-december"/>`,
    );
    // The body is HTML escaped once for the feed: its own text escaped twice.
    expect(xml).toContain("&amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt; &amp;amp;");
    expect(xml).toContain(`&lt;a href=&quot;${SITE}/admission/fees-funding&quot;&gt;fees&lt;/a&gt;`);
    const sitemap = await (await call(e, "/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${SITE}/notices/${exam.id}-entrance-test-on-5-december</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/notices</loc>`);
  });
});
