// Bytes and requests per route on a first load in a phone-sized browser
// (gzip computed here, as Cloudflare compresses in production), against the
// page-weight and client-JS budgets.
import { join } from "node:path";
import { localePath } from "../app/i18n/locale.ts";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type Response, chromium } from "playwright-core";
import { runnerImport } from "vite";
import type { Stage } from "./budgets.ts";
import { CHROME_FLAGS, COMPRESSIBLE, chromePath } from "./chrome.ts";
import { kb, table } from "./report.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * A Nepali twin runs its English page's code (the same route module; only
 * the loader data in its HTML differs), so its JavaScript is the English
 * page's: these twins, the home page, a programme and the three pages with a
 * form, show it within the same budgets without measuring every page twice.
 * The bench's server runs with the Nepali version on, as `npm start` does.
 */
const NEPALI_SAMPLE = ["/", "/programs/l4dc", "/apply", "/VisitUs", "/contact"];

/**
 * Every route of the site, read from app/content/pages.server.ts (after the
 * build, which writes what it imports), then the Nepali twins above.
 */
export async function loadRoutes(): Promise<string[]> {
  const { module } = await runnerImport<{ pages: { path: string }[] }>(join(root, "app/content/pages.server.ts"), {
    configFile: false,
    logLevel: "error",
  });
  const english = module.pages.map((p) => p.path);
  return [...english, ...NEPALI_SAMPLE.map((path) => localePath(path, "ne"))];
}

/** One row per route: route, HTML KB, JS KB gz, CSS KB gz, total KB, requests. */
export type PageRow = [string, string, string, string, string, string, number];

export async function measurePages({ origin, budgets, check }: Stage, routes: string[]): Promise<PageRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  // Two routes at a time: each visit mostly waits on loopback and the
  // server, and the rows keep the routes' order whatever finishes first.
  const rows: PageRow[] = [];
  const measureOne = async (path: string): Promise<PageRow> => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const seen: Response[] = [];
    page.on("response", (res) => seen.push(res));
    await page.goto(`${origin}${encodeURI(path)}`, { waitUntil: "load" });
    // The first load is everything fetched until the page's scripts have run.
    // Every page's page script (app/page-script.ts) starts after the first
    // paint, possibly after the load event, and says so on <html> once its
    // behaviours are in. A page that hydrates (app/lib/page-handle.ts) starts
    // its React at a visitor's first sign of activity
    // (worker/scripts-on-demand.ts): a key press that does nothing.
    await page.waitForSelector('html[data-page-script="started"]', { state: "attached" });
    const hydrates = await page.evaluate(() => "__reactRouterContext" in window);
    if (hydrates) {
      await page.keyboard.press("Shift");
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    }
    const firstLoad = [...seen];
    const sizes = { html: 0, js: 0, css: 0, total: 0, requests: 0 };
    for (const res of firstLoad) {
      if (!res.url().startsWith(origin)) continue;
      const body = await res.body().catch(() => Buffer.alloc(0));
      const type = res.request().resourceType();
      const compressible = COMPRESSIBLE.test(res.headers()["content-type"] ?? "");
      const bytes = compressible ? gzipSync(body).length : body.length;
      sizes.requests++;
      sizes.total += bytes;
      if (type === "document") sizes.html += body.length;
      if (type === "script") sizes.js += bytes;
      if (type === "stylesheet") sizes.css += bytes;
    }
    await context.close();
    const row: PageRow = [
      path,
      hydrates ? "yes" : "no",
      kb(sizes.html),
      kb(sizes.js),
      kb(sizes.css),
      kb(sizes.total),
      sizes.requests,
    ];
    const jsBudget = hydrates ? budgets.clientJsGzipKB : budgets.readingPageJsGzipKB;
    check(
      hydrates ? "clientJsGzipKB" : "readingPageJsGzipKB",
      sizes.js / 1024 <= jsBudget,
      `${path}: client JS ${kb(sizes.js)} KB gzip > ${jsBudget} KB (${hydrates ? "a page that hydrates" : "a reading page"})`,
    );
    check(
      "anyPageFirstLoadKB",
      sizes.total / 1024 <= budgets.anyPageFirstLoadKB,
      `${path}: first load ${kb(sizes.total)} KB > ${budgets.anyPageFirstLoadKB} KB`,
    );
    if (path === "/" || path === "/ne/")
      check(
        "homeFirstLoadKB",
        sizes.total / 1024 <= budgets.homeFirstLoadKB,
        `${path}: home first load ${kb(sizes.total)} KB > ${budgets.homeFirstLoadKB} KB`,
      );
    return row;
  };
  for (let i = 0; i < routes.length; i += 2) rows.push(...(await Promise.all(routes.slice(i, i + 2).map(measureOne))));
  await browser.close();
  console.log("\nPer route (phone, first load; KB = KiB gzip except HTML, which is raw)");
  table(rows, ["route", "React", "HTML KB", "JS KB gz", "CSS KB gz", "total KB", "requests"]);
  return rows;
}
