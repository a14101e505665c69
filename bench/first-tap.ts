// The first tap as a visitor on a slow phone feels it: Chromium at 390 × 844
// with touch, the network and CPU throttled as Lighthouse's devtools
// throttling does (slow 4G, 4× slower CPU), a fresh visit (new context: no
// cache, no storage), the page left alone for 1.5 s after its load event,
// then one real tap on a control (a touch through the DevTools protocol, at
// the control's centre). The figure is the time from the tap to its answer
// on screen. Then, in the same page, the control is closed again, the page
// is left to settle (nothing loading, no long task, its scripts run if it
// runs any) and a first showing is measured again: the next closed section,
// or the menu on the same page loaded again and settled. A first tap may take at most
// budgets.firstTap.maxMs, and at most budgets.firstTap.maxSettledRatio times
// the settled tap: a first tap that waits for scripts to download and start
// is what this catches. Each case is the median of FIRST_TAP_RUNS fresh
// visits (three unless told; five when they disagree on a budget).
//
// Pages go through a gzip proxy as in the Lighthouse stage (Cloudflare
// compresses text in production, `vite preview` does not), with the build's
// static files answered from memory.

// The probe below runs in the page, so this module is checked with the DOM's types.
/// <reference lib="dom" />
import { setTimeout as sleep } from "node:timers/promises";
import { type Browser, type BrowserContext, type CDPSession, type Page, chromium } from "playwright-core";
import { POPUP_SEEN_KEY } from "../app/content/home-settings.ts";
import { localePath } from "../app/i18n/locale.ts";
import type { Stage } from "./budgets.ts";
import { CHROME_FLAGS, chromePath } from "./chrome.ts";
import { gzipProxy, staticFiles } from "./lighthouse.ts";
import { table } from "./report.ts";

/**
 * What is tapped and what answers, by selector: the one place to change
 * when the controls' markup changes. Whatever the markup (a button driven
 * by a script, a `popover` button, `<details>`), the menu button keeps
 * `data-hamburger`, its panel `#mobile-menu`, and a collapsible section
 * `data-collapsible` on its `<details>` or on the element around it.
 */
export const FIRST_TAP_SELECTORS = {
  menu: {
    /** The phone menu's button. */
    control: "[data-hamburger]",
    /** Its panel: the answer is the panel shown with a link inside it shown. */
    answer: "#mobile-menu",
    answerContent: "a",
  },
  section: {
    /** A collapsible section; the case taps the first one that is closed. */
    container: "[data-collapsible]",
    /** Its toggle: the first of these inside the section. */
    toggle: "summary, button",
    /** The answer: any of these inside the section, outside its toggle, shown. */
    content: "p, li, a",
  },
};
export type Kind = keyof typeof FIRST_TAP_SELECTORS;
const CONTROL_NAMES: Record<Kind, string> = { menu: "phone menu button", section: "a closed section" };

/** The phone menu of three pages and a closed section of two, in English and Nepali. */
export const FIRST_TAP_CASES: { page: string; kind: Kind }[] = (
  [
    { page: "/", kind: "menu" },
    { page: "/contact", kind: "menu" },
    { page: "/programs/l4dc", kind: "menu" },
    { page: "/programs/l4dc", kind: "section" },
    { page: "/admission/scholarship", kind: "section" },
  ] as const
).flatMap((c) => [c, { ...c, page: localePath(c.page, "ne") }]);

/** `FIRST_TAP_PAGES=/,/ne/contact` measures just those pages' cases (for work on one page; CI measures them all). */
const pagesToMeasure = process.env.FIRST_TAP_PAGES?.split(",");
/** Fresh visits per case; the median is kept. */
const RUNS = Math.max(1, Number(process.env.FIRST_TAP_RUNS || 3));
/**
 * Visits a case is given before the verdict stands when its visits disagree
 * (some within the budgets, some not): on the shared 2-core machine, the
 * first tap on a native popover or <details> of a minimal page measured
 * 60-600 ms from one visit to the next.
 */
const CONFIRMING_RUNS = Math.max(RUNS, 5);

/**
 * Lighthouse's devtools throttling for mobile (its `mobileSlow4G`: 150 ms
 * round trip × 3.75 request latency, 1.6 Mbps × 0.9 down, 750 kbps × 0.9
 * up, a 4× slower CPU), in the units the DevTools protocol takes, converted
 * as Lighthouse converts them (kbps × 1024 / 8 bytes a second).
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: Math.floor((1474.56 * 1024) / 8),
  uploadThroughput: Math.floor((675 * 1024) / 8),
};
export const CPU_SLOWDOWN = 4;

/** A phone's window, as every slow-phone stage opens it (first tap, navigation, hydration). */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** Slows `page` to the slow phone on slow 4G above; the DevTools session is returned for further use. */
export async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return cdp;
}

/** How long the visitor leaves the page alone after its load event before tapping. */
const ALONE_MS = 1500;
/** How long a section the visitor scrolled to is read before its toggle is tapped. */
const READ_MS = 1000;
/**
 * A page has settled once nothing has loaded and no long task has run for
 * this long, and, on a page that hydrates, its scripts have run
 * (html[data-hydrated]).
 */
const QUIET_MS = 1000;
/** Longest wait for a page to settle, and for a tap's answer; past these the visit is an error. */
const SETTLE_TIMEOUT_MS = 30_000;
const ANSWER_TIMEOUT_MS = 20_000;

interface Selectors {
  selectors: typeof FIRST_TAP_SELECTORS;
  popupKey: string;
}

/** What the bench asks of the page, installed before its own scripts (see installProbe). */
interface Probe {
  /** The timeStamp of every pointerdown, in order. */
  taps: number[];
  /** When the last long task ended (performance.now() time), 0 before any. */
  lastLongTaskEnd: number;
  /**
   * The index of the control the case taps (a section's among the page's
   * sections; the first closed one after `after`), or -1 when there is none.
   */
  find(kind: Kind, after: number): number;
  /** The control, brought into view when it is not. */
  control(kind: Kind, index: number, scroll: boolean): { x: number; y: number } | string;
  /** Starts watching, frame by frame, for the answer to become `shown` (or hidden). */
  watch(kind: Kind, index: number, shown: boolean, timeoutMs: number): void;
  /** Resolves with the time (performance.now()) the answer watched for was on screen, NaN past the timeout. */
  watched: Promise<number>;
}

declare global {
  interface Window {
    __firstTap: Probe;
  }
}

/**
 * Runs in each document before the page's own scripts; it must not refer to
 * anything outside itself. It only observes: a passive capturing listener
 * that records each pointerdown's timeStamp (the time the touch reached the
 * page, on the same clock as performance.now()), an observer of long tasks,
 * and the functions the bench calls. It also marks the home page's
 * first-visit popup as seen: a modal that opens by itself at idle would take
 * the tap meant for the menu, and the popup is shown once per session, so
 * this is the home page as a visitor sees it on any later visit in it.
 */
function installProbe({ selectors, popupKey }: Selectors) {
  try {
    sessionStorage.setItem(popupKey, "1");
  } catch {}
  const shown = (el: Element) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const section = (index: number) => {
    const container = document.querySelectorAll(selectors.section.container)[index];
    const toggle = container?.querySelector(selectors.section.toggle) ?? null;
    const content = container
      ? [...container.querySelectorAll(selectors.section.content)].filter((el) => !toggle?.contains(el))
      : [];
    return { toggle, content };
  };
  const controlOf = (kind: Kind, index: number) =>
    kind === "menu" ? document.querySelector(selectors.menu.control) : section(index).toggle;
  const answered = (kind: Kind, index: number) => {
    if (kind === "section") return section(index).content.some(shown);
    const panel = document.querySelector(selectors.menu.answer);
    return !!panel && shown(panel) && [...panel.querySelectorAll(selectors.menu.answerContent)].some(shown);
  };
  const probe: Probe = {
    taps: [],
    lastLongTaskEnd: 0,
    find(kind, after) {
      if (kind === "menu") {
        const control = controlOf("menu", 0);
        return control && shown(control) && !answered("menu", 0) ? 0 : -1;
      }
      const count = document.querySelectorAll(selectors.section.container).length;
      for (let i = after + 1; i < count; i++) {
        const { toggle, content } = section(i);
        if (toggle && content.length && !answered("section", i)) return i;
      }
      return -1;
    },
    control(kind, index, scroll) {
      const control = controlOf(kind, index);
      if (!control) return "the control is gone";
      let box = control.getBoundingClientRect();
      if (scroll && (box.top < 0 || box.bottom > innerHeight)) {
        control.scrollIntoView({ block: "center" });
        box = control.getBoundingClientRect();
      }
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !control.contains(hit))
        return `its centre (${Math.round(x)}, ${Math.round(y)}) is covered by ${hit?.outerHTML.slice(0, 120) ?? "nothing"}`;
      return { x, y };
    },
    watch(kind, index, wanted, timeoutMs) {
      probe.watched = new Promise((resolve) => {
        const start = performance.now();
        // Checked at each animation frame, before the frame is drawn: a change
        // seen here is in this frame. The time taken is that of the next
        // frame's callback, which runs once this frame has been drawn on the
        // main thread, so the figure includes the style, layout and paint of
        // the answer (and waits at most a frame, 16.7 ms, for the next one).
        // The Event Timing API would give the paint after the tap's own
        // handlers, which is not the answer when the answer waits for scripts.
        const frame = () => {
          if (answered(kind, index) === wanted) requestAnimationFrame(() => resolve(performance.now()));
          else if (performance.now() - start > timeoutMs) resolve(Number.NaN);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    },
    watched: Promise.resolve(Number.NaN),
  };
  Object.defineProperty(window, "__firstTap", { value: probe });
  addEventListener("pointerdown", (event) => probe.taps.push(event.timeStamp), { capture: true, passive: true });
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, task.startTime + task.duration);
    }).observe({ type: "longtask", buffered: true });
  } catch {}
}

/** Requests in flight and the time (Date.now()) one last started or ended. */
function trackNetwork(page: Page) {
  const state = { inFlight: 0, lastActivity: Date.now() };
  const started = () => {
    state.inFlight++;
    state.lastActivity = Date.now();
  };
  const ended = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastActivity = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return state;
}

/** Where to tap the control, or an error naming what is wrong. */
async function tapPoint(page: Page, where: string, kind: Kind, index: number) {
  const point = await page.evaluate(([k, i]) => window.__firstTap.control(k, i, true), [kind, index] as const);
  if (typeof point === "string") throw new Error(`${where}: cannot tap ${CONTROL_NAMES[kind]}: ${point}`);
  return point;
}

/** Starts watching for the answer to be `shown` (or hidden); returns the touches the page has had so far. */
function watch(page: Page, kind: Kind, index: number, shown: boolean) {
  return page.evaluate(
    ([k, i, s, t]) => {
      window.__firstTap.watch(k, i, s, t);
      return window.__firstTap.taps.length;
    },
    [kind, index, shown, ANSWER_TIMEOUT_MS] as const,
  );
}

/** Resolves with the time the answer watched for was on screen; throws past the timeout. */
async function watched(page: Page, where: string, kind: Kind, shown: boolean) {
  const at = await page.evaluate(() => window.__firstTap.watched);
  if (Number.isNaN(at))
    throw new Error(
      `${where}: ${CONTROL_NAMES[kind]} did not ${shown ? "answer" : "close"} within ${ANSWER_TIMEOUT_MS / 1000} s`,
    );
  return at;
}

/** Taps the control and resolves with the milliseconds from the touch to the answer `shown` (or hidden) on screen. */
async function tap(page: Page, where: string, kind: Kind, index: number, shown: boolean): Promise<number> {
  const { x, y } = await tapPoint(page, where, kind, index);
  const tapsBefore = await watch(page, kind, index, shown);
  await page.touchscreen.tap(x, y);
  const answeredAt = await watched(page, where, kind, shown);
  const taps = await page.evaluate(() => window.__firstTap.taps);
  if (taps.length !== tapsBefore + 1)
    throw new Error(
      `${where}: the tap on ${CONTROL_NAMES[kind]} reached the page as ${taps.length - tapsBefore} touches`,
    );
  return answeredAt - taps.at(-1)!;
}

/**
 * Closes the control again: a tap on it, or Escape when what it opened
 * covers it (a menu in the top layer may).
 */
async function close(page: Page, where: string, kind: Kind, index: number) {
  const point = await page.evaluate(([k, i]) => window.__firstTap.control(k, i, true), [kind, index] as const);
  if (typeof point !== "string") return tap(page, where, kind, index, false);
  await watch(page, kind, index, false);
  await page.keyboard.press("Escape");
  return watched(page, where, kind, false);
}

/** Waits until the page has settled: see QUIET_MS. */
async function settle(page: Page, where: string, network: ReturnType<typeof trackNetwork>) {
  const start = Date.now();
  for (;;) {
    const { sinceLongTask, scriptsMarked } = await page.evaluate(() => ({
      sinceLongTask: performance.now() - window.__firstTap.lastLongTaskEnd,
      // A page that does not hydrate has no React Router context, and no mark to wait for.
      scriptsMarked: document.documentElement.hasAttribute("data-hydrated") || !("__reactRouterContext" in window),
    }));
    const now = Date.now();
    const quiet = network.inFlight === 0 && now - network.lastActivity >= QUIET_MS && sinceLongTask >= QUIET_MS;
    if (quiet && scriptsMarked) return;
    if (now - start > SETTLE_TIMEOUT_MS)
      throw new Error(`${where}: the page did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

/** One fresh visit's taps, in milliseconds from the touch to the answer on screen. */
export interface Visit {
  first: number;
  /** The baseline: the next closed section, or the menu on the page loaded again, once the page has settled. */
  settled: number;
}

/** The Chromium the visits run in. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    // Every other host fails at once, as on the closed network the bench runs on, whatever its DNS does.
    args: [...CHROME_FLAGS.slice(1), "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
  });
}

/** One fresh visit to `url` (`where` names it in errors): the first tap, then the baseline tap once the page has settled. */
export async function visit(browser: Browser, url: string, where: string, kind: Kind): Promise<Visit> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    await context.addInitScript(installProbe, { selectors: FIRST_TAP_SELECTORS, popupKey: POPUP_SEEN_KEY });
    const page = await context.newPage();
    await throttle(context, page);
    const network = trackNetwork(page);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await sleep(ALONE_MS);
    const index = await page.evaluate((k) => window.__firstTap.find(k, -1), kind);
    if (index < 0) throw new Error(`${where}: no ${CONTROL_NAMES[kind]} to tap`);
    if (kind === "section") {
      // Scrolled to (tapPoint brings it into view), then read for a moment.
      await tapPoint(page, where, kind, index);
      await sleep(READ_MS);
    }
    const first = await tap(page, where, kind, index, true);
    // The baseline is a first showing too, on a page whose scripts have run:
    // laying out and shaping text met for the first time is work the first
    // tap pays with or without scripts. For a section, the next closed one,
    // scrolled to once the page has settled; the menu has one panel, so the
    // page is loaded again (its files now cached, as on a visitor's next
    // page) and the menu opened once it has settled. A tap on the menu or a
    // section starts no held-back scripts; the visitor's next sign does
    // (worker/scripts-on-demand.ts), and a key that does nothing is that sign.
    let again = index;
    if (kind === "menu") {
      await page.reload({ waitUntil: "load", timeout: 60_000 });
    } else {
      await close(page, where, kind, index);
      again = await page.evaluate(([k, i]) => window.__firstTap.find(k, i), [kind, index] as const);
      if (again < 0) throw new Error(`${where}: no second closed section to compare the first tap with`);
      await tapPoint(page, where, kind, again);
    }
    await page.keyboard.press("Shift");
    await settle(page, where, network);
    const settled = await tap(page, where, kind, again, true);
    return { first, settled };
  } finally {
    await context.close();
  }
}

/** The middle value (the upper one of an even count), as the slow-phone stages report their visits. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * How the first tap compares with the settled one, visit by visit: the
 * medians of each visit's ratio and difference. A visit's two taps are
 * seconds apart and share the machine's load of the moment, so a busy spell
 * slows both; the difference of the two medians could pair one visit's slow
 * first tap with another's quick baseline, and under load it did (one case
 * 1.64x and 71 ms slower, against 1.22x and 23 ms visit by visit, over the
 * same five visits).
 */
export function versusSettled(visits: Visit[]): { ratio: number; slowerMs: number } {
  return {
    ratio: median(visits.map((v) => v.first / v.settled)),
    slowerMs: median(visits.map((v) => v.first - v.settled)),
  };
}

export interface FirstTapRow {
  page: string;
  control: string;
  /** Medians, in milliseconds. */
  firstMs: number;
  settledMs: number;
  visits: Visit[];
}

/** `proxyPort`: the gzip proxy's; `clientDir`: the client build, whose files the proxy answers from memory. */
export async function measureFirstTap(
  { origin, budgets, check, ratio: record }: Stage,
  proxyPort: number,
  clientDir: string,
): Promise<FirstTapRow[]> {
  const unknown = pagesToMeasure?.filter((page) => !FIRST_TAP_CASES.some((c) => c.page === page)) ?? [];
  if (unknown.length) throw new Error(`FIRST_TAP_PAGES: no first-tap case on ${unknown.join(", ")}`);
  const proxy = await gzipProxy(origin, proxyPort, (html) => html, await staticFiles(origin, clientDir));
  const base = `http://127.0.0.1:${proxyPort}`;
  const browser = await launchBrowser();
  const rows: FirstTapRow[] = [];
  const limits = budgets.firstTap;
  try {
    for (const { page, kind } of FIRST_TAP_CASES) {
      if (pagesToMeasure && !pagesToMeasure.includes(page)) continue;
      const where = `${page} (${CONTROL_NAMES[kind]})`;
      const visits: Visit[] = [];
      // Two taps a frame or two apart are both "at once": a ratio of such
      // small times only measures the machine's jitter, so it is judged only
      // past the slack.
      const closeToSettled = ({ ratio, slowerMs }: ReturnType<typeof versusSettled>) =>
        ratio <= limits.maxSettledRatio || slowerMs <= limits.settledSlackMs;
      const within = (v: Visit) => v.first <= limits.maxMs && closeToSettled(versusSettled([v]));
      const url = `${base}${encodeURI(page)}`;
      for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, url, where, kind));
      if (visits.some(within) && !visits.every(within))
        while (visits.length < CONFIRMING_RUNS) visits.push(await visit(browser, url, where, kind));
      const row = {
        page,
        control: CONTROL_NAMES[kind],
        firstMs: median(visits.map((v) => v.first)),
        settledMs: median(visits.map((v) => v.settled)),
        visits,
      };
      rows.push(row);
      check(
        "firstTap.maxMs",
        row.firstMs <= limits.maxMs,
        `${where}: first tap ${Math.round(row.firstMs)} ms > ${limits.maxMs} ms`,
      );
      const paired = versusSettled(visits);
      record("firstTap.maxSettledRatio", where, paired.ratio, limits.maxSettledRatio);
      check(
        "firstTap.maxSettledRatio",
        closeToSettled(paired),
        `${where}: first tap ${paired.ratio.toFixed(2)}× the settled tap > ${limits.maxSettledRatio}× and ${Math.round(paired.slowerMs)} ms slower > ${limits.settledSlackMs} ms (medians over its visits)`,
      );
    }
  } finally {
    await browser.close();
    proxy.close();
  }
  console.log(
    `First tap to its answer on screen (390 px with touch, slow 4G, ${CPU_SLOWDOWN}x CPU slowdown, left alone ${ALONE_MS / 1000} s after load), beside a first showing on a page that has settled and run its scripts (the next closed section; the menu on the page loaded again); medians of ${RUNS} fresh visits (up to ${CONFIRMING_RUNS} when they disagree on a budget); × and slower: medians of each visit's ratio and difference`,
  );
  table(
    rows.map((r) => {
      const { ratio, slowerMs } = versusSettled(r.visits);
      return [
        r.page,
        r.control,
        Math.round(r.firstMs),
        Math.round(r.settledMs),
        ratio.toFixed(2),
        Math.round(slowerMs),
        r.visits.map((v) => `${Math.round(v.first)}/${Math.round(v.settled)}`).join(" "),
      ];
    }),
    ["page", "control", "first tap ms", "settled tap ms", "×", "slower ms", "each visit (first/settled ms)"],
  );
  return rows;
}
