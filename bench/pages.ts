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
import { HYDRATION_DATA_PATH } from "../worker/hydration-address.ts";

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
export type PageRow = [string, string, string, string, string, string, string, number];

export async function measurePages({ origin, budgets, check }: Stage, routes: string[]): Promise<PageRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const rows: PageRow[] = [];
  for (const path of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const seen: Response[] = [];
    page.on("response", (res) => seen.push(res));
    await page.goto(`${origin}${encodeURI(path)}`, { waitUntil: "load" });
    // Scripts start at a visitor's first sign of activity (worker/scripts-on-demand.ts):
    // a key press that does nothing starts them, and the first load is
    // everything fetched until the page has hydrated; what comes later
    // (parts hydrated as they scroll into view) is not.
    // A page that does not hydrate (app/lib/page-handle.ts) has no React Router context and nothing more to start.
    const hydrates = await page.evaluate(() => "__reactRouterContext" in window);
    if (hydrates) {
      await page.keyboard.press("Shift");
      await page.waitForSelector("html[data-hydrated]");
    }
    const firstLoad = [...seen];
    const sizes = { html: 0, data: 0, js: 0, css: 0, total: 0, requests: 0 };
    for (const res of firstLoad) {
      if (!res.url().startsWith(origin)) continue;
      const body = await res.body().catch(() => Buffer.alloc(0));
      const type = res.request().resourceType();
      const compressible = COMPRESSIBLE.test(res.headers()["content-type"] ?? "");
      const bytes = compressible ? gzipSync(body).length : body.length;
      sizes.requests++;
      sizes.total += bytes;
      if (type === "document") sizes.html += body.length;
      // The page's hydration data is loaded as a script, but it is the page's data, not code.
      if (new URL(res.url()).pathname.startsWith(HYDRATION_DATA_PATH)) sizes.data += bytes;
      else if (type === "script") sizes.js += bytes;
      if (type === "stylesheet") sizes.css += bytes;
    }
    await context.close();
    rows.push([
      path,
      hydrates ? "yes" : "no",
      kb(sizes.html),
      kb(sizes.data),
      kb(sizes.js),
      kb(sizes.css),
      kb(sizes.total),
      sizes.requests,
    ]);
    const jsBudget = hydrates ? budgets.clientJsGzipKB : budgets.readingPageJsGzipKB;
    check(
      sizes.js / 1024 <= jsBudget,
      `${path}: client JS ${kb(sizes.js)} KB gzip > ${jsBudget} KB (${hydrates ? "a page that hydrates" : "a reading page"})`,
    );
    check(
      sizes.total / 1024 <= budgets.anyPageFirstLoadKB,
      `${path}: first load ${kb(sizes.total)} KB > ${budgets.anyPageFirstLoadKB} KB`,
    );
    if (path === "/" || path === "/ne/")
      check(
        sizes.total / 1024 <= budgets.homeFirstLoadKB,
        `${path}: home first load ${kb(sizes.total)} KB > ${budgets.homeFirstLoadKB} KB`,
      );
  }
  await browser.close();
  console.log(
    "\nPer route (phone, first load; KB = KiB gzip except HTML, which is raw; data is the hydration data served apart from the HTML)",
  );
  table(rows, ["route", "React", "HTML KB", "data KB gz", "JS KB gz", "CSS KB gz", "total KB", "requests"]);
  return rows;
}
