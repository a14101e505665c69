import {
  CAROUSEL_INTERVAL_AFTER_MANUAL_MS,
  POPUP_SEEN_KEY,
  SWIPE_THRESHOLD_PX,
} from "../../app/content/home-settings.ts";
import { sampleApplicant } from "../fixtures/sample-applicant.ts";
import type { Engine } from "./drivers.ts";
import { FIRST_PAINT, HELD_IMAGE, HOLD_MS } from "./held-image.ts";

/**
 * The frame, the home page and the enquiry form as a visitor meets them, in
 * an engine other than Chromium (requirements §2–§5). Each scenario loads its
 * page once and fails with what it saw; tests/e2e/ holds the fuller checks,
 * made in Chromium.
 */
export interface Scenario {
  name: string;
  widths: readonly number[];
  /** Runs only in an engine with touch input (Engine.touch). */
  touch?: boolean;
  /** Runs only in a session whose visitor prefers reduced motion (Engine.reducedMotion), and only there. */
  reducedMotion?: boolean;
  run(engine: Engine, width: number, site: Site): Promise<void>;
}

/** The site's other addresses: `held`, a front that holds its hero image back (held-image.ts). */
export interface Site {
  held: string;
}

export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1366;

export class Failure extends Error {}

function check(ok: boolean, what: string, saw?: unknown): asserts ok {
  if (!ok) throw new Failure(saw === undefined ? what : `${what} (saw ${JSON.stringify(saw)})`);
}

/** Asks the page until `body` returns something truthy, or fails after `timeout` ms with its last answer. */
async function until<T>(engine: Engine, what: string, body: string, timeout = 10_000): Promise<T> {
  const end = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await engine.run<T>(body);
    if (last) return last;
    if (Date.now() > end) throw new Failure(`${what} (saw ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page's scripts started by a visitor's key, as they start for a visitor (worker/scripts-on-demand.ts). */
async function started(engine: Engine) {
  await engine.stir();
  await until(
    engine,
    "the page's scripts start",
    `() => document.readyState === "complete" && document.documentElement.dataset.pageScript === "started" &&
      (!("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true")`,
    20_000,
  );
}

async function noErrors(engine: Engine) {
  const errors = await engine.errors();
  check(errors.length === 0, "no errors in the page", errors);
}

/** At a phone's width a finger's tap where the engine has touch input (Engine.touch), a click elsewhere. */
function press(engine: Engine, width: number, selector: string): Promise<void> {
  return width === PHONE_WIDTH && engine.touch ? engine.tap(selector) : engine.click(selector);
}

const menuOpen = `() => document.querySelector("#mobile-menu").matches(":popover-open")`;

/** requirements §2.2 at a phone's width: the menu opened halfway down a page is on screen, and closes where it was. */
const phoneMenu: Scenario = {
  name: "the phone menu opened halfway down a page",
  widths: [PHONE_WIDTH],
  async run(engine) {
    await engine.open("/admission/scholarship", PHONE_WIDTH);
    await started(engine);
    const y = await engine.run<number>(
      `() => { scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) / 2)); return scrollY; }`,
    );
    check(y > 300, "the page is long enough to scroll", y);
    // Every place the page scrolls to from here on: a visitor sees a jump as a scroll event.
    await engine.run(
      `() => { const seen = (window.__scrolledTo = []); addEventListener("scroll", () => seen.push(Math.round(scrollY)), { passive: true }); }`,
    );
    await press(engine, PHONE_WIDTH, "[data-hamburger]");
    await until(engine, "the menu opens", menuOpen);
    const place = () =>
      `() => {
        const sheet = document.querySelector(".mobile-menu-sheet").getBoundingClientRect();
        const bar = document.querySelector(".site-nav").getBoundingClientRect();
        const ok = bar.top === 0 && sheet.top >= 0 && sheet.bottom <= innerHeight && sheet.bottom - sheet.top > 150;
        return ok || JSON.stringify({ bar: bar.top, top: sheet.top, bottom: sheet.bottom, height: innerHeight });
      }`;
    const seen = await until<true | string>(engine, "the bar and the menu are on screen", place());
    check(seen === true, "the bar stays at the top of the screen and the menu opens on it", seen);
    // An accordion opens in place.
    await press(engine, PHONE_WIDTH, "#mobile-menu [data-menu-section]:last-of-type > summary");
    await until(
      engine,
      "a section opens",
      `() => document.querySelector("#mobile-menu [data-menu-section]:last-of-type").open`,
    );
    await press(engine, PHONE_WIDTH, "#mobile-menu .mobile-menu-close button");
    await until(engine, "the close button closes the menu", `() => !(${menuOpen})()`);
    // Firefox may answer scrollY with 0 for a moment while the root's overflow
    // changes back (no scroll happens, nothing moves on screen), so the place
    // is waited for, and the scroll events say whether the page ever moved.
    await until(engine, "the page is where it was", `() => Math.round(scrollY) === ${y}`);
    const moves = await engine.run<number[]>(`() => window.__scrolledTo.filter((at) => at !== ${y})`);
    check(moves.length === 0, "the page never moved while the menu was open or as it closed", moves);
    await noErrors(engine);
  },
};

/** requirements §2.2 at a desktop's width: the bar's dropdowns, and the bar fixed once the header has scrolled away. */
const desktopBar: Scenario = {
  name: "the desktop bar's dropdowns and fixed bar",
  widths: [DESKTOP_WIDTH],
  async run(engine) {
    await engine.open("/admission/scholarship", DESKTOP_WIDTH);
    const hamburger = await engine.run<string>(
      `() => getComputedStyle(document.querySelector("[data-hamburger]")).display`,
    );
    check(hamburger === "none", "no menu button at a desktop's width", hamburger);
    await started(engine);
    await engine.click('nav[aria-label="Main"] details:has(#menu-programs) > summary');
    await until(
      engine,
      "the Programs dropdown opens",
      `() => document.querySelector("#menu-programs").checkVisibility()`,
    );
    await engine.run(`() => scrollTo(0, 600)`);
    await until(
      engine,
      "the bar is fixed at the top once the header has scrolled away",
      `() => { const nav = document.querySelector('nav[aria-label="Main"]'); return nav.dataset.fixed === "true" && nav.getBoundingClientRect().top === 0; }`,
    );
    await noErrors(engine);
  },
};

const SLIDES = "#home-partner-slides";
const slideIs = (n: number) => `() => document.querySelector("${SLIDES}").dataset.current === "${n}"`;
const currentSlide = (engine: Engine) =>
  engine.run<string>(`() => document.querySelector("${SLIDES}").dataset.current`);

/** The partner carousel scrolled to the middle of the screen, its script started on it. */
async function toCarousel(engine: Engine) {
  await engine.run(`() => document.querySelector('[data-section="partners"]').scrollIntoView({ block: "center" })`);
  await until(
    engine,
    "the carousel is ready",
    `() => !!document.querySelector('[data-section="partners"][data-ready]')`,
  );
}

/** requirements §4: the popup on a first visit, the ticker, the partner carousel's arrows and dots. */
const home: Scenario = {
  name: "the home page: popup, ticker, carousel",
  widths: [PHONE_WIDTH, DESKTOP_WIDTH],
  async run(engine, width) {
    // A first visit in this browser session, whatever the session has shown before.
    await engine.run(`() => { try { sessionStorage.clear(); } catch {} }`);
    await engine.open("/", width);
    await started(engine);
    await until(
      engine,
      "the popup opens on a first visit",
      `() => document.querySelector("dialog[data-home-popup]")?.open`,
    );
    await press(engine, width, "dialog[data-home-popup] form[method=dialog] button");
    await until(engine, "its Close button closes it", `() => !document.querySelector("dialog[data-home-popup]")?.open`);

    const ticker = await engine.run<{ name: string; state: string; moved: boolean }>(`async () => {
      const track = document.querySelector("[data-ticker] .home-ticker-track");
      const s = getComputedStyle(track);
      const [animation] = track.getAnimations();
      const before = animation?.currentTime ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { name: s.animationName, state: s.animationPlayState, moved: (animation?.currentTime ?? 0) > before };
    }`);
    check(
      ticker.name === "home-ticker" && ticker.state === "running" && ticker.moved,
      "the ticker's announcements move",
      ticker,
    );

    await toCarousel(engine);
    const first = await currentSlide(engine);
    await press(engine, width, '[data-section="partners"] button[aria-label="Next slide"]');
    await until(engine, "the next arrow turns the carousel", slideIs(Number(first) + 1));
    await press(engine, width, '[data-section="partners"] [data-dot="6"]');
    await until(
      engine,
      "a dot turns the carousel to its slide",
      `() => document.querySelector("#home-partner-slides").dataset.current === "6" &&
        document.querySelector('[data-dot="6"]').getAttribute("aria-current") === "true"`,
    );
    await noErrors(engine);
  },
};

/**
 * requirements §4 under a finger: a tap on a dot turns to its slide and the
 * carousel turns again 4 s later (the tap's focus holds nothing, as a finger
 * leaves no keyboard focus), and once paused a swipe of more than 50 px turns
 * it, left to the next and right to the previous, while a shorter one does
 * not. Only where the engine has touch input (Firefox). Firefox's driven
 * touch does not pan the page sideways even with touch-action auto, so the
 * slides' pan-y rule is proven in Chromium (tests/e2e/phone.spec.ts); here
 * the carousel's own pointer and focus handling meets another engine's
 * touch events.
 */
const carouselUnderFinger: Scenario = {
  name: "the partner carousel under a finger",
  widths: [PHONE_WIDTH],
  touch: true,
  async run(engine) {
    // Seen before in this session, so no popup covers the page.
    await engine.open("/", PHONE_WIDTH);
    await engine.run(`() => sessionStorage.setItem("${POPUP_SEEN_KEY}", "1")`);
    await engine.open("/", PHONE_WIDTH);
    await started(engine);
    await toCarousel(engine);

    await engine.tap('[data-section="partners"] [data-dot="6"]');
    await until(engine, "a tapped dot turns the carousel to its slide", slideIs(6));
    await until(
      engine,
      `the carousel turns again ${CAROUSEL_INTERVAL_AFTER_MANUAL_MS / 1000} s after the tap`,
      slideIs(7),
      CAROUSEL_INTERVAL_AFTER_MANUAL_MS + 4_000,
    );

    await engine.tap("[data-carousel-toggle]");
    const paused = await currentSlide(engine);
    const at = Number(paused);
    const count = await engine.run<number>(
      `() => document.querySelectorAll('[data-section="partners"] [data-dot]').length`,
    );
    const next = (at % count) + 1;
    const short = SWIPE_THRESHOLD_PX - 10;
    const long = SWIPE_THRESHOLD_PX + 20;
    await engine.swipe(SLIDES, -long);
    await until(engine, "a swipe to the left turns to the next slide", slideIs(next));
    await engine.swipe(SLIDES, long);
    await until(engine, "a swipe to the right turns to the previous slide", slideIs(at));
    await engine.swipe(SLIDES, -short);
    await engine.swipe(SLIDES, short);
    const still = await currentSlide(engine);
    check(still === paused, `a swipe of ${short} px turns nothing`, still);
    await noErrors(engine);
  },
};

/** requirements §4 under reduced motion: the ticker stands still and shows every announcement, none cut off. */
const stillTicker: Scenario = {
  name: "the still ticker under reduced motion",
  widths: [PHONE_WIDTH, DESKTOP_WIDTH],
  reducedMotion: true,
  async run(engine, width) {
    await engine.open("/", width);
    const seen = await engine.run<{ reduce: boolean; moving: number; count: number; outside: string[] }>(`() => {
      const ticker = document.querySelector("[data-ticker]");
      const track = ticker.querySelector(".home-ticker-track");
      const frame = track.parentElement.getBoundingClientRect();
      const items = [...ticker.querySelectorAll(".home-ticker-list:not(.home-ticker-copy) > li")];
      return {
        reduce: matchMedia("(prefers-reduced-motion: reduce)").matches,
        moving: track.getAnimations().length,
        count: items.length,
        outside: items.filter((li) => {
          const box = li.getBoundingClientRect();
          return box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom;
        }).map((li) => li.textContent),
      };
    }`);
    check(seen.reduce, "the page is told the visitor prefers reduced motion", seen);
    check(seen.moving === 0, "the ticker stands still", seen);
    check(
      seen.count > 1 && seen.outside.length === 0,
      "every announcement shows, none cut off by the ticker's frame",
      seen,
    );
    await noErrors(engine);
  },
};

const FORM = 'form[data-form="enquiry"]';

/** requirements §3–§5: the enquiry form's messages for bad input, and the stand-in's "received" for good input. */
const enquiry: Scenario = {
  name: "the enquiry form",
  widths: [PHONE_WIDTH, DESKTOP_WIDTH],
  async run(engine, width) {
    await engine.open("/contact", width);
    await engine.run(`() => document.querySelector('${FORM}').scrollIntoView({ block: "center" })`);
    await started(engine);
    await engine.click(`${FORM} button[type=submit]`);
    const messages = ["Name is required!", "Email is required!", "Contact number is required!", "Message is required!"];
    await until(
      engine,
      "every empty field says what it needs",
      `() => { const text = document.querySelector('${FORM}').textContent; return ${JSON.stringify(messages)}.every((m) => text.includes(m)); }`,
    );
    const invalid = await engine.run<number>(`() => document.querySelectorAll('${FORM} [aria-invalid="true"]').length`);
    check(invalid === messages.length, "each field is marked invalid", invalid);

    const field = (name: string) => `${FORM} [name="${name}"]`;
    await engine.type(field("name"), sampleApplicant.name);
    await engine.type(field("email"), sampleApplicant.email);
    await engine.type(field("contactNo"), sampleApplicant.phoneSpaced);
    await engine.type(field("message"), `Asked from ${engine.name} at ${width} px.`);
    await engine.click(`${FORM} button[type=submit]`);
    await until(
      engine,
      "the college says it received the enquiry",
      `() => [...document.querySelectorAll("dialog[open]")].some((d) => d.textContent.includes("The college has received your enquiry."))`,
      30_000,
    );
    await noErrors(engine);
  },
};

/**
 * A new page paints before its slowest image has arrived: with the hero image
 * held back, the first paint comes before the image's response ends. (In
 * WebKit, a style sheet with an anchor-positioning rule held it.) Last in a
 * session, as a session's first page also pays for starting the browser.
 */
const paintsBeforeImages: Scenario = {
  name: "the home page paints before its held-back hero image",
  widths: [PHONE_WIDTH, DESKTOP_WIDTH],
  async run(engine, width, site) {
    await engine.open(`${site.held}/`, width);
    const times = await until<{ paint: number; image: number }>(
      engine,
      "the page paints and the image arrives",
      `() => {
        const paint = (${FIRST_PAINT})();
        const image = performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname === "${HELD_IMAGE}");
        return paint && image && image.responseEnd ? { paint, image: Math.round(image.responseEnd) } : null;
      }`,
      HOLD_MS + 20_000,
    );
    check(times.paint < times.image, "the first paint does not wait for the image", times);
    await noErrors(engine);
  },
};

export const SCENARIOS: readonly Scenario[] = [
  phoneMenu,
  desktopBar,
  home,
  carouselUnderFinger,
  stillTicker,
  enquiry,
  paintsBeforeImages,
];
