// What moving between two pages costs a visitor on a slow phone: Chromium
// at 390 × 844 with touch, slow 4G and a 4× slower CPU as in the first-tap
// stage, the next page already in the edge cache (it was visited once
// before, by another visitor). On a page that has settled (its scripts run,
// if it runs any), a real tap on a footer link; the figure is the time from
// the tap to the next page's first contentful paint. Links load a new
// document (app/i18n/link.tsx, decision 028), so this is a document load
// from the cache; reported, with no budget, beside the decision's figures
// for the navigation within the app it replaced.

/// <reference lib="dom" />
import { setTimeout as sleep } from "node:timers/promises";
import type { Stage } from "./budgets.ts";
import { CPU_SLOWDOWN, launchBrowser, median, PHONE_CONTEXT, throttle } from "./first-tap.ts";
import { gzipProxy, staticFiles } from "./lighthouse.ts";
import { table } from "./report.ts";

/** From a reading page and from a page with a form (which hydrates), a link in the footer to another page. */
export const NAVIGATION_CASES = [
  { from: "/admission/scholarship", to: "/Diplomas" },
  { from: "/programs/l4dc", to: "/admission/scholarship" },
] as const;
const RUNS = Math.max(1, Number(process.env.NAVIGATION_RUNS || 3));
const SETTLE_MS = 2000;

export interface NavigationRow {
  from: string;
  to: string;
  /** Median, from the tap to the next page's first contentful paint. */
  tapToPaintMs: number;
}

async function once(url: (path: string) => string, from: string, to: string): Promise<number> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(PHONE_CONTEXT);
    // Another visitor's visit puts the next page in the edge cache.
    await (await fetch(url(to))).text();
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(url(from), { waitUntil: "load", timeout: 60_000 });
    // Settled as a visitor who has read the page: a key starts a hydrating page's scripts.
    await page.keyboard.press("Shift");
    await page
      .waitForFunction(() => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated, null, {
        timeout: 30_000,
      })
      .catch(() => {});
    await sleep(SETTLE_MS);
    const link = page.locator(`footer a[href="${to}"]`).first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error(`${from}: no footer link to ${to}`);
    const heading = await page.locator("h1").textContent();
    const tapped = await page.evaluate(() => Date.now());
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // The next page's paint, in the browser's clock: a new document's time origin plus its first
    // contentful paint; for a navigation within the app (an older build, for comparison), the
    // moment its heading is in the document, to within the 50 ms polling.
    const painted = await page.waitForFunction(
      ([path, before]) => {
        if (location.pathname !== path) return null;
        const navigation = performance.getEntriesByType("navigation")[0];
        if (navigation && new URL(navigation.name).pathname === path) {
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          return paint ? performance.timeOrigin + paint.startTime : null;
        }
        return document.querySelector("h1")?.textContent !== before ? Date.now() : null;
      },
      [to, heading] as const,
      { timeout: 60_000, polling: 50 },
    );
    return Math.round(((await painted.jsonValue()) as number) - tapped);
  } finally {
    await browser.close();
  }
}

export async function measureNavigation({ origin }: Stage, proxyPort: number, clientDir: string) {
  const proxy = await gzipProxy(origin, proxyPort, (html) => html, await staticFiles(origin, clientDir));
  const url = (path: string) => `http://127.0.0.1:${proxyPort}${path}`;
  const rows: NavigationRow[] = [];
  try {
    for (const { from, to } of NAVIGATION_CASES) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await once(url, from, to));
      rows.push({ from, to, tapToPaintMs: median(times) });
    }
  } finally {
    proxy.close();
  }
  console.log(
    `\nMoving to another page (a footer link on a settled page; 390 px with touch, slow 4G, ${CPU_SLOWDOWN}x CPU slowdown; the next page in the edge cache): from the tap to the next page's first contentful paint, median of ${RUNS}`,
  );
  table(
    rows.map((r) => [r.from, r.to, r.tapToPaintMs]),
    ["from", "to", "tap → paint ms"],
  );
  return rows;
}
