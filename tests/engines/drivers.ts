import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import puppeteer, { type Browser as PuppeteerBrowser, type Page } from "puppeteer-core";
import { Builder, By, Key, type WebDriver } from "selenium-webdriver";

/**
 * The little the scenarios need from a browser, over two very different
 * drivers: Firefox through WebDriver BiDi (puppeteer-core) and WebKitGTK
 * through classic WebDriver (selenium-webdriver and WebKitWebDriver). Taps are
 * the driver's own clicks and keys, which go through the browser's input
 * handling, not synthetic DOM events.
 */
export interface Engine {
  readonly name: string;
  /** The widths this session shows. */
  readonly widths: readonly number[];
  /** Whether this session's pages are told the visitor prefers reduced motion. */
  readonly reducedMotion: boolean;
  /** Loads `path` at `width` × 844 (phone) or × 900 (desktop), with the page's errors collected from then on. */
  open(path: string, width: number): Promise<void>;
  /** Runs `body` (a function's source, given `args`) in the page and returns its result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  click(selector: string): Promise<void>;
  /**
   * Whether `tap` and `swipe` use a finger: the engine's own touch input, so
   * the browser decides as for a finger whether a move pans the page.
   * WebKitGTK's driver turns touch actions into a mouse's, so it has none.
   */
  readonly touch: boolean;
  /** A finger's tap on the middle of `selector`, scrolled into view first if it is off screen. */
  tap(selector: string): Promise<void>;
  /** A finger laid on the middle of `selector`, drawn `dx` px across in steps, and lifted. */
  swipe(selector: string, dx: number): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** A key the page does nothing with: a visitor's first sign of activity, which starts the page's scripts. */
  stir(): Promise<void>;
  /** Console errors, uncaught errors and CSP violations since `open`. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || "/usr/bin/WebKitWebDriver";
const XVFB_RUN = "/usr/bin/xvfb-run";
/** webkit2gtk-driver brings it (Debian's multiarch folder for this machine's architecture). */
const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ||
  ["x86_64-linux-gnu", "aarch64-linux-gnu"]
    .map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`)
    .find((path) => existsSync(path)) ||
  "MiniBrowser";

export const heightFor = (width: number) => (width < 600 ? 844 : 900);

/** What is missing for each engine, in words a developer can act on (docs/development.md says how to install). */
export function missingEngines(): string[] {
  const missing: string[] = [];
  if (!existsSync(FIREFOX_PATH)) missing.push(`Firefox ESR (${FIREFOX_PATH}; Debian package firefox-esr)`);
  if (!existsSync(WEBKIT_DRIVER_PATH))
    missing.push(`WebKitWebDriver (${WEBKIT_DRIVER_PATH}; Debian package webkit2gtk-driver)`);
  if (!existsSync(XVFB_RUN)) missing.push(`xvfb-run (${XVFB_RUN}; Debian package xvfb)`);
  return missing;
}

/**
 * Collects what a visitor would see as a broken page: console errors,
 * uncaught errors, refused promises and CSP violations. Installed in the
 * page by script because WebKitWebDriver has no BiDi log events; Firefox
 * gets it too, so both engines are judged alike, and its BiDi console events
 * add what happened before the script was in (puppeteer's listeners).
 */
const COLLECT_ERRORS = `
  if (!window.__engineErrors) {
    const list = (window.__engineErrors = []);
    const error = console.error.bind(console);
    console.error = (...args) => { list.push("console.error: " + args.map(String).join(" ")); error(...args); };
    addEventListener("error", (e) => {
      const target = e.target;
      if (target && target !== window && (target.src || target.href)) list.push("failed to load " + (target.src || target.href));
      else list.push("uncaught: " + e.message);
    }, true);
    addEventListener("unhandledrejection", (e) => list.push("unhandled rejection: " + String(e.reason)));
    document.addEventListener("securitypolicyviolation", (e) => list.push("CSP: " + e.violatedDirective + " " + e.blockedURI));
  }`;

/** Page checks that stand in for the load-time errors a late collector cannot see: every style sheet applied. */
const UNLOADED_SHEETS = `return [...document.querySelectorAll('link[rel=stylesheet]')].filter((l) => !l.sheet).map((l) => "style sheet not applied: " + l.href);`;

/** A session's settings beyond its width. */
export interface Settings {
  /** The visitor prefers reduced motion (the system setting each engine reads). */
  reducedMotion?: boolean;
}

export async function firefox(baseURL: string, { reducedMotion = false }: Settings = {}): Promise<Engine> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // A closed network: no updates, telemetry or remote settings.
    extraPrefsFirefox: {
      "app.update.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "network.captive-portal-service.enabled": false,
      // Firefox's own stand-in for the system's "reduce motion" setting.
      ...(reducedMotion ? { "ui.prefersReducedMotion": 1 } : {}),
    },
  });
  const page: Page = await browser.newPage();
  const logged: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") logged.push(`console.error: ${m.text()}`);
  });
  page.on("pageerror", (e) => logged.push(`uncaught: ${e instanceof Error ? e.message : String(e)}`));
  page.on("requestfailed", (r) => {
    const reason = r.failure()?.errorText ?? "";
    // Loads a navigation cut short (the last page's images): leaving a page is not an error of the next.
    if (reason !== "NS_BINDING_ABORTED") logged.push(`failed to load ${r.url()}: ${reason}`);
  });
  const middleOf = async (selector: string) => {
    const box = await (await page.locator(selector).setTimeout(5_000).waitHandle()).boundingBox();
    if (!box) throw new Error(`${selector} is not on the page`);
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  };
  return {
    name: "firefox",
    widths: [390, 1366],
    reducedMotion,
    async open(path, width) {
      logged.length = 0;
      await page.setViewport({ width, height: heightFor(width) });
      await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
      await page.evaluate(COLLECT_ERRORS);
    },
    run: (body, ...args) => page.evaluate(`(${body})(...${JSON.stringify(args)})`) as never,
    async click(selector) {
      await page.locator(selector).setTimeout(5_000).click();
    },
    touch: true,
    async tap(selector) {
      const element = await page.locator(selector).setTimeout(5_000).waitHandle();
      // Only what is off screen: a finger does not scroll the page before it taps.
      if (!(await element.isIntersectingViewport({ threshold: 1 }))) await element.scrollIntoView();
      const { x, y } = await middleOf(selector);
      await touch(page, [
        { type: "pointerMove", x, y },
        { type: "pointerDown", button: 0 },
        { type: "pause", duration: 50 },
        { type: "pointerUp", button: 0 },
      ]);
    },
    async swipe(selector, dx) {
      const { x, y } = await middleOf(selector);
      const steps = 6;
      await touch(page, [
        { type: "pointerMove", x, y },
        { type: "pointerDown", button: 0 },
        ...Array.from({ length: steps }, (_, i) => ({
          type: "pointerMove",
          x: Math.round(x + (dx * (i + 1)) / steps),
          y,
          duration: 20,
        })),
        { type: "pointerUp", button: 0 },
      ]);
    },
    async type(selector, text) {
      await page.locator(selector).setTimeout(5_000).fill(text);
    },
    async stir() {
      await page.keyboard.press("Shift");
    },
    async errors() {
      const inPage = await page.evaluate(`(() => { ${UNLOADED_SHEETS} })().concat(window.__engineErrors || [])`);
      return [...new Set([...logged, ...(inPage as string[])])];
    },
    close: () => browser.close(),
  };
}

/**
 * A finger's whole gesture as one WebDriver BiDi action sequence, which the
 * browser plays out with its own timing. Puppeteer's touchscreen sends the
 * touch's start and end as separate commands, so on a busy machine the
 * finger could rest far longer than a tap between them.
 */
async function touch(page: Page, actions: Record<string, unknown>[]) {
  // Puppeteer exposes no public call for a raw BiDi command; its frame's browsing context carries the session.
  const context = (page.mainFrame() as unknown as { browsingContext: BidiContext }).browsingContext;
  await context.userContext.browser.session.send("input.performActions", {
    context: context.id,
    actions: [{ type: "pointer", id: "finger", parameters: { pointerType: "touch" }, actions }],
  });
}
interface BidiContext {
  id: string;
  userContext: { browser: { session: { send(method: string, params: object): Promise<unknown> } } };
}

/**
 * WebKitGTK's MiniBrowser on an Xvfb screen of one width. Its automation
 * window opens at 1024 × 768; WebDriver's Set Window Rect sizes it, but
 * not below 447 px, except when MiniBrowser runs --full-screen on a screen
 * that narrow. So each width is a session, and a screen, of its own.
 */
export async function webkit(
  baseURL: string,
  width: number,
  port: number,
  { reducedMotion = false }: Settings = {},
): Promise<Engine> {
  const screen = { width, height: heightFor(width) };
  // WebKitGTK answers prefers-reduced-motion from GTK's gtk-enable-animations, read from the user's settings.ini.
  const gtkConfig = reducedMotion ? mkdtempSync(join(tmpdir(), "engines-gtk-")) : undefined;
  if (gtkConfig) {
    mkdirSync(join(gtkConfig, "gtk-3.0"));
    writeFileSync(join(gtkConfig, "gtk-3.0", "settings.ini"), "[Settings]\ngtk-enable-animations=0\n");
  }
  const driverProcess: ChildProcess = spawn(
    XVFB_RUN,
    ["-a", "-s", `-screen 0 ${screen.width}x${screen.height}x24`, WEBKIT_DRIVER_PATH, `--port=${port}`],
    {
      stdio: "ignore",
      detached: true,
      env: gtkConfig ? { ...process.env, XDG_CONFIG_HOME: gtkConfig } : process.env,
    },
  );
  const stop = () => {
    try {
      if (driverProcess.pid) process.kill(-driverProcess.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  let driver: WebDriver | undefined;
  for (let attempt = 0; !driver; attempt++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: "MiniBrowser",
          "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation", "--full-screen"] },
        })
        .build();
    } catch (error) {
      if (attempt > 40) {
        stop();
        throw error;
      }
      await sleep(250);
    }
  }
  const session = driver;
  let shownWidth = 0;
  return {
    name: "webkit",
    widths: [width],
    reducedMotion,
    async open(path, width) {
      if (shownWidth !== width) {
        await session
          .manage()
          .window()
          .setRect({ x: 0, y: 0, width, height: heightFor(width) });
        const inner = await session.executeScript<number>("return innerWidth");
        if (inner !== width) throw new Error(`WebKit's window is ${inner} px wide, not ${width}`);
        shownWidth = width;
      }
      await session.get(new URL(path, baseURL).href);
      await session.executeScript(COLLECT_ERRORS);
    },
    run: (body, ...args) => session.executeScript(`return (${body})(...arguments)`, ...args) as never,
    async click(selector) {
      try {
        await session.findElement(By.css(selector)).click();
      } catch (error) {
        throw new Error(`click on ${selector}: ${error instanceof Error ? `${error.name} ${error.message}` : error}`);
      }
    },
    touch: false,
    tap: () => Promise.reject(new Error("WebKitGTK's driver has no touch input")),
    swipe: () => Promise.reject(new Error("WebKitGTK's driver has no touch input")),
    async type(selector, text) {
      const field = session.findElement(By.css(selector));
      await field.clear();
      await field.sendKeys(text);
    },
    async stir() {
      await session.actions().keyDown(Key.SHIFT).keyUp(Key.SHIFT).perform();
    },
    async errors() {
      return session.executeScript(`return (() => { ${UNLOADED_SHEETS} })().concat(window.__engineErrors || [])`);
    },
    async close() {
      await session.quit().catch(() => {});
      stop();
      if (gtkConfig) rmSync(gtkConfig, { recursive: true, force: true });
    },
  };
}
