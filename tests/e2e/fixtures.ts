import axe from "axe-core";
import { test as base, expect, type Page, type Request } from "@playwright/test";
import { TEST_HERO_VIDEO } from "./hero-video";

/**
 * Shared browser-test fixtures.
 * - The closed network: every request that leaves the loopback server (map
 *   tiles) is answered with an empty 204 so no test depends on the internet
 *   and nothing hangs; so is the test server's stand-in hero video path
 *   (tests/e2e/hero-video.ts), which no file serves.
 * - `problems`: console errors, page errors and failed same-origin requests
 *   collected during the test; `expectNoProblems()` asserts there were none.
 */
export interface Problems {
  /** Read when asked: a request's failure is judged once the navigations before the question are known. */
  readonly list: string[];
}

export const test = base.extend<{ problems: Problems }>({
  problems: [
    async ({ page, baseURL }, use) => {
      const found: (string | Request)[] = [];
      // Which document of the page each request was made by: a request still
      // loading when its document is replaced (a reload, a link, a form
      // post) is cancelled by that navigation, the test's doing or the
      // visitor's, never the page's fault. Its failure can be reported just
      // before or just after the navigation, so it is judged when the list
      // is read, by which time the navigation is known.
      let documents = 0;
      const documentOf = new WeakMap<Request, number>();
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) documents++;
      });
      page.on("request", (req) => documentOf.set(req, documents));
      const problems: Problems = {
        get list() {
          return found.flatMap((problem) => {
            if (typeof problem === "string") return [problem];
            const failure = problem.failure()?.errorText;
            if (failure === "net::ERR_ABORTED" && (documentOf.get(problem) ?? documents) < documents) return [];
            return [`requestfailed: ${problem.url()} ${failure}`];
          });
        },
      };
      const origin = new URL(baseURL!).origin;
      // http(s) only: the browser's own PDF viewer loads chrome-extension://
      // modules, and an empty 204 for those logs console errors.
      await page.context().route(
        (url) => url.origin !== origin && url.protocol.startsWith("http"),
        (route) => route.fulfill({ status: 204, body: "" }),
      );
      await page.context().route(
        (url) => url.origin === origin && url.pathname === TEST_HERO_VIDEO,
        (route) => route.fulfill({ status: 204, body: "" }),
      );
      page.on("console", (msg) => {
        if (msg.type() === "error") found.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (err) => found.push(`pageerror: ${err.message}`));
      page.on("requestfailed", (req) => {
        if (!req.url().startsWith(origin)) return;
        // An image, or React Router's look-up of the routes a page's links lead to (/__manifest),
        // cancelled: a request the page no longer needed.
        const cancelled = req.failure()?.errorText === "net::ERR_ABORTED";
        if (cancelled && (req.resourceType() === "image" || new URL(req.url()).pathname === "/__manifest")) return;
        found.push(req);
      });
      page.on("response", (res) => {
        if (res.url().startsWith(origin) && res.status() >= 400 && res.request().resourceType() !== "document") {
          found.push(`http ${res.status()}: ${res.url()}`);
        }
      });
      await use(problems);
    },
    { auto: true },
  ],
});

export { expect };

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  // Only the violations are read: axe then skips describing every node that passed, a good part of its time on a long page.
  resultTypes: ["violations"],
};

/**
 * Zero axe-core violations (WCAG 2.x A/AA and best practices).
 *
 * axe-core is put into each frame of the page once and run where it is, as
 * @axe-core/playwright's legacy mode does, but without its cost: that
 * evaluated axe's 550 KB source twice on every check, 2-3 s of a page's
 * check when the run itself takes about 1 s, and a page is checked at two
 * widths. Running in the page (not gathering results in a new blank page, as
 * axe's newer mode does to test other sites' frames) keeps axe's own
 * same-origin rule: the site's pages carry no other site's frame (the map's
 * loads only on request, and the fixtures answer every other origin with
 * nothing); one would go untested, as axe's frame-tested check would say.
 */
export async function expectNoAxeViolations(page: Page) {
  // From the top of the page: scrolled, the sticky header covers whatever lies
  // under it for the moment, which axe's target-size rule reads as crowding.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window).catch(() => true))) await frame.evaluate(axe.source);
  const summary = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, options)
        .then(({ violations }) =>
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ),
    AXE_OPTIONS,
  );
  expect(summary).toEqual([]);
}

/**
 * Opens every collapsible so axe and the assertions see all content. Set in
 * one step rather than tapped one by one (a second or two on a long page):
 * opening by tap is what the pages' own tests check.
 */
export async function openAll(page: Page) {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLDetailsElement>("details[data-collapsible]"))
      section.open = true;
  });
  await expect(page.locator("[data-collapsible]:not([open])")).toHaveCount(0);
}

/**
 * Hydration without Playwright's rAF polling (which stalls under a paused
 * fake clock). A key press that does nothing starts the scripts, as a
 * visitor's first touch would (worker/scripts-on-demand.ts); a page that
 * does not hydrate has none to start.
 */
export async function hydratedNoRaf(page: Page) {
  await page.keyboard.press("Shift");
  await expect
    .poll(() => page.evaluate(() => !("__reactRouterContext" in window) || "__reactRouterRouteModules" in window))
    .toBe(true);
}

/** A page's HTML without its <template>s: what the browser renders (a template's content is inert). */
export function renderedHtml(html: string) {
  return html.replace(/<template[\s\S]*?<\/template>/g, "");
}

/**
 * Wait for the page's first paint. On loopback the load event can come
 * before it, and a key pressed then would start the scripts before anything
 * was on screen, which no visitor can do.
 */
export async function painted(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
}

/**
 * The page is ready for a test: loaded, and on a page that hydrates
 * (app/lib/page-handle.ts) hydrated too. Its scripts are started as a
 * visitor would, with a key press that does nothing
 * (worker/scripts-on-demand.ts starts them at the first sign of activity).
 * The key is pressed again until then: a press made while a page that a
 * click is loading has not yet replaced the old one reaches neither. A page
 * that does not hydrate carries no React Router context and is ready once
 * loaded and its page script has run (app/page-script.ts says so on <html>).
 */
export async function hydrated(page: Page) {
  // Asked every 100 ms: a page is usually ready within a second, and a coarser step is paid by every test.
  await expect(async () => {
    await page.keyboard.press("Shift");
    const ready = await page.evaluate(
      () =>
        document.readyState === "complete" &&
        document.documentElement.dataset.pageScript === "started" &&
        (!("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true"),
    );
    expect(ready).toBe(true);
  }).toPass({ intervals: [50, 100], timeout: 30_000 });
}

/**
 * Holds the page's requests that `url` matches until the returned function
 * is called (no sleeps): a test can act while a download is genuinely still
 * on its way. A request the page gives up meanwhile is let go quietly.
 */
export async function hold(page: Page, url: Parameters<Page["route"]>[0]): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Install the page's fake clock at `start` and pause it a second later, before
 * the page is opened: nothing on the page moves until the test's `runFor`,
 * however slow the machine.
 */
export async function freezeClock(page: Page, start: number | string = "2026-11-22T04:00:00Z") {
  const time = new Date(start).getTime();
  await page.clock.install({ time });
  await page.clock.pauseAt(time + 1000);
}

/**
 * Stop the page's fake clock (installed with `page.clock.install()`) a little
 * ahead of its own now. An installed clock still flows in real time until it
 * is paused, so on a loaded machine real milliseconds would leak into the
 * `runFor` steps a timing test counts on.
 */
export async function pauseClock(page: Page, aheadMs = 1500) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
}

/**
 * Elements that cut their own text off: a box whose overflow is hidden or
 * clipped and whose content is taller than the box (Devanagari's marks above
 * and below the line need more height than Latin text). Boxes hidden on
 * purpose (zero-sized, the screen-reader-only 1 px ones, closed sections)
 * are not reading boxes and are left out.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(el);
      if (!/hidden|clip/.test(style.overflowY) || !el.innerText?.trim()) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
      if (el.scrollHeight > el.clientHeight + 1)
        clipped.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}: "${el.innerText.trim().slice(0, 40)}"`,
        );
    }
    return clipped;
  });
}
