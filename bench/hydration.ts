// What a form page's scripts cost a slow phone once a visitor's first sign
// starts them: Chromium at 390 × 844 with touch, slow 4G and a 4× slower
// CPU as in the first-tap stage, the page loaded and left to settle, then a
// key press (the loader's sign, worker/scripts-on-demand.ts). The figures
// are the time from the key to html[data-hydrated] (the page interactive)
// and the main thread's busy time over the same span (the renderer's
// TaskDuration, from the DevTools protocol), beside the JavaScript the
// page downloaded. Reported, with no budget: `npm run bench -- --no-build
// --hydration-only` measures one build, and BUILD_DIR another, which is how
// a part of the script machinery is weighed against a build without it
// (docs/decisions/036-how-a-page-gets-its-scripts.md).

/// <reference lib="dom" />
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import type { CDPSession } from "playwright-core";
import type { Stage } from "./budgets.ts";
import { CPU_SLOWDOWN, launchBrowser, median, PHONE_CONTEXT, throttle } from "./first-tap.ts";
import { gzipProxy, staticFiles } from "./lighthouse.ts";
import { table } from "./report.ts";

/** The form pages: a programme (its enquiry form below the fold), the admission form, the contact page. */
export const HYDRATION_PAGES = ["/programs/l4dc", "/apply", "/contact"];
const RUNS = Math.max(1, Number(process.env.HYDRATION_RUNS || 3));
/** Left alone after the load event, so that the page's own start-up is not counted. */
const SETTLE_MS = 2000;

export interface HydrationRow {
  page: string;
  /** Medians, in milliseconds. */
  toInteractiveMs: number;
  mainThreadMs: number;
  scriptKB: number;
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return metrics.find((m) => m.name === "TaskDuration")?.value ?? Number.NaN;
}

async function once(url: string) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    // Counted as pages.ts counts it: each script's body gzipped, as Cloudflare serves it.
    const scripts: Promise<number>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.body().then((body) => gzipSync(body).length));
    });
    const cdp = await throttle(context, page);
    await cdp.send("Performance.enable");
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await sleep(SETTLE_MS);
    const before = await taskSeconds(cdp);
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press("Shift");
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
    const interactive = await page.evaluate(() => performance.now());
    const mainThreadMs = ((await taskSeconds(cdp)) - before) * 1000;
    const scriptBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    return { toInteractiveMs: interactive - pressed, mainThreadMs, scriptKB: scriptBytes / 1024 };
  } finally {
    await browser.close();
  }
}

export async function measureHydration({ origin }: Stage, proxyPort: number, clientDir: string) {
  const proxy = await gzipProxy(origin, proxyPort, (html) => html, await staticFiles(origin, clientDir));
  const rows: HydrationRow[] = [];
  try {
    for (const path of HYDRATION_PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await once(`http://127.0.0.1:${proxyPort}${path}`));
      rows.push({
        page: path,
        toInteractiveMs: median(runs.map((r) => r.toInteractiveMs)),
        mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
        scriptKB: median(runs.map((r) => r.scriptKB)),
      });
    }
  } finally {
    proxy.close();
  }
  console.log(
    `\nA form page's scripts, started by a key press on the settled page (390 px with touch, slow 4G, ${CPU_SLOWDOWN}x CPU slowdown): from the key to the page interactive, and the main thread's busy time meanwhile; medians of ${RUNS}`,
  );
  table(
    rows.map((r) => [r.page, Math.round(r.toInteractiveMs), Math.round(r.mainThreadMs), r.scriptKB.toFixed(1)]),
    ["page", "key → interactive ms", "main thread ms", "JS KB (gzip)"],
  );
  return rows;
}
