import type { CDPSession, Locator, Page } from "@playwright/test";
import { gallery } from "../../app/content/gallery";
import { POPUP_SEEN_KEY, popup, stats } from "../../app/content/home";
import { homeContentNe } from "../../app/content/home.ne";
import { expect, hydrated, pauseClock, test } from "./fixtures";

/*
 * A phone visitor's visit, driven by a finger (the "phone" project: 390 × 844,
 * a touch screen). Taps and swipes go through the browser's own touch input
 * (CDP's Input.dispatchTouchEvent, which page.touchscreen uses too), so the
 * browser decides as it would for a finger whether a move pans the page or
 * reaches the page's pointer handlers, and a tap leaves focus where a finger
 * leaves it. Each scenario loads its page once.
 */

/** A finger laid on `from`, moved in steps to `to`, and lifted. */
async function drag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/**
 * A finger drawn slowly up the screen by `distance` and held still a moment
 * before it lifts, so the page scrolls by about the distance drawn and no
 * fling carries it on. The events carry their own times, a little in the
 * past, so the test waits for nothing.
 */
async function scrollBy(cdp: CDPSession, x: number, from: number, distance: number) {
  let timestamp = Date.now() / 1000 - 2;
  const send = (type: "touchStart" | "touchMove" | "touchEnd", y?: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: y === undefined ? [] : [{ x, y }], timestamp });
  await send("touchStart", from);
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    timestamp += 0.05;
    await send("touchMove", from - (distance * i) / steps);
  }
  timestamp += 0.2;
  await send("touchEnd");
}

/** A finger's tap on the middle of `target`. */
async function tap(target: Locator) {
  // As a finger waits for the screen to settle: the target in the same place
  // on two reads, and the first thing under the point where the finger goes
  // (a dialog re-centring as its picture loads moves its buttons).
  let last: string | undefined;
  let point = { x: 0, y: 0 };
  await expect
    .poll(
      async () => {
        const box = await target.boundingBox();
        const now = JSON.stringify(box);
        const settled = box !== null && now === last;
        last = now;
        if (!settled) return false;
        point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        return target.evaluate((element, { x, y }) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && element.contains(hit);
        }, point);
      },
      { message: `${target} settles on screen, uncovered`, intervals: [50, 100, 100, 250] },
    )
    .toBe(true);
  await target.page().touchscreen.tap(point.x, point.y);
}

// ---------------------------------------------------------------------------
// The phone menu (requirements §2.2), opened part-way down a page.

const menu = (page: Page) => page.locator("#mobile-menu");
const rect = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return { top, bottom };
  });

/**
 * A point below the open menu's sheet where the page has nothing to tap
 * (no link, button or field): a tap there is a tap beside the menu.
 */
function besideTheMenu(page: Page) {
  return page.evaluate(() => {
    const sheet = document.querySelector(".mobile-menu-sheet")!.getBoundingClientRect();
    for (let y = sheet.bottom + 20; y < innerHeight - 10; y += 10)
      for (const x of [innerWidth / 2, 20, innerWidth - 20]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !hit.closest("a, button, summary, input, select, textarea, label, [tabindex]:not([tabindex='-1'])"))
          return { x, y };
      }
    throw new Error("no quiet point below the menu");
  });
}

/**
 * Scrolled to `fraction` of the page, a tap on the menu button opens the
 * menu with the bar and the sheet on screen; its accordions open and close
 * inside it, one at a time; the page does not scroll while it is open; a tap beside it closes it and
 * leaves the page where it was.
 */
async function menuAt(page: Page, fraction: number) {
  const y = await page.evaluate((f) => {
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) * f));
    return window.scrollY;
  }, fraction);
  if (fraction > 0) expect(y, "the page is long enough to scroll").toBeGreaterThan(300);
  // Scrolled, the sticky bar sits at the top of the screen; at the top of the page, below the header.
  const barTop = (await rect(page, ".site-nav")).top;
  if (fraction > 0) expect(barTop, "the bar stays at the top of the screen").toBe(0);
  await tap(page.locator("[data-hamburger]"));
  await expect.poll(() => menu(page).evaluate((el) => el.matches(":popover-open"))).toBe(true);

  const viewport = page.viewportSize()!;
  expect((await rect(page, ".site-nav")).top, "opening the menu moves the bar nowhere").toBe(barTop);
  const sheet = await rect(page, ".mobile-menu-sheet");
  expect(sheet.top, "the menu opens on screen").toBeGreaterThanOrEqual(0);
  expect(sheet.bottom).toBeLessThanOrEqual(viewport.height);
  expect(sheet.bottom - sheet.top, "the menu shows its sections").toBeGreaterThan(150);

  // An accordion opens in place, the sheet staying within the screen; the
  // next one opened closes it (one section at a time); a second tap closes that.
  const sections = menu(page).locator("[data-menu-section]");
  const [first, last] = [sections.first(), sections.last()];
  await tap(first.locator("> summary"));
  await expect(first).toHaveAttribute("open", "");
  expect((await rect(page, ".mobile-menu-sheet")).bottom).toBeLessThanOrEqual(viewport.height);
  await tap(last.locator("> summary"));
  await expect(last).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open", "");
  expect((await rect(page, ".mobile-menu-sheet")).bottom).toBeLessThanOrEqual(viewport.height);
  await tap(last.locator("> summary"));
  await expect(last).not.toHaveAttribute("open", "");
  expect((await rect(page, ".site-nav")).top, "the bar has not moved").toBe(barTop);

  // The page behind stays still while the menu is open: a wheel turned over
  // it moves nothing (the browser handles the wheel before the tap after it,
  // so the scroll position read once the menu has closed would show it).
  const quiet = await besideTheMenu(page);
  await page.mouse.move(quiet.x, quiet.y);
  await page.mouse.wheel(0, 400);

  await page.touchscreen.tap(quiet.x, quiet.y);
  await expect.poll(() => menu(page).evaluate((el) => el.matches(":popover-open"))).toBe(false);
  expect(await page.evaluate(() => window.scrollY), "the page stayed, and stays, where it was").toBe(y);
  expect((await rect(page, ".site-nav")).top).toBe(barTop);
}

test.describe("the phone menu after scrolling", () => {
  test("English, at the top, halfway down and at the bottom of a page", async ({ page }) => {
    await page.goto("/admission/why-mbc");
    await hydrated(page);
    await menuAt(page, 0);
    await menuAt(page, 0.5);
    await menuAt(page, 1);
  });

  test("Nepali home page, halfway down and at the bottom", async ({ page }) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
    await page.goto("/ne/");
    await hydrated(page);
    await menuAt(page, 0.5);
    await menuAt(page, 1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("halfway down a page", async ({ page }) => {
      await page.goto("/admission/why-mbc");
      await menuAt(page, 0.5);
    });
  });
});

// ---------------------------------------------------------------------------
// The home page's partner carousel (requirements §3, §4) and ticker (§2.3).

const carousel = (page: Page) => page.locator('[data-section="partners"]');
const slides = (page: Page) => page.locator("#home-partner-slides");

/** The home page (English unless `path` says) with its clock installed (and paused when `held`), scrolled to the carousel. */
async function openCarousel(page: Page, { held, path = "/" }: { held: boolean; path?: string }) {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
  if (held) {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
  } else await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute("data-ready", "");
  if (!held) await pauseClock(page);
}

test.describe("the partner carousel under a finger", () => {
  for (const path of ["/", "/ne/"])
    test(`a swipe of more than 50 px turns it, left to the next and right to the previous; a shorter one does not (${path})`, async ({
      page,
    }) => {
      await openCarousel(page, { held: true, path });
      const cdp = await page.context().newCDPSession(page);
      const box = (await slides(page).boundingBox())!;
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const swipe = (dx: number) => drag(cdp, at, { x: at.x + dx, y: at.y });

      await swipe(-45);
      await expect(slides(page)).toHaveAttribute("data-current", "1");
      await swipe(-55);
      await expect(slides(page)).toHaveAttribute("data-current", "2");
      await swipe(45);
      await expect(slides(page)).toHaveAttribute("data-current", "2");
      await swipe(55);
      await expect(slides(page)).toHaveAttribute("data-current", "1");
      await swipe(55);
      await expect(slides(page)).toHaveAttribute("data-current", "10");
    });

  test("after a tap on a dot or an arrow it turns again every 4 s; keyboard focus still holds it", async ({ page }) => {
    await openCarousel(page, { held: false });
    const current = () => slides(page).getAttribute("data-current");

    // The tap leaves focus on the dot, as a finger does.
    await tap(carousel(page).locator('[data-dot="6"]'));
    await expect(slides(page)).toHaveAttribute("data-current", "6");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-dot"))).toBe("6");
    await page.clock.runFor(3900);
    expect(await current()).toBe("6");
    await page.clock.runFor(200);
    await expect(slides(page)).toHaveAttribute("data-current", "7");

    await tap(carousel(page).locator('[data-carousel-step="1"]'));
    await expect(slides(page)).toHaveAttribute("data-current", "8");
    await page.clock.runFor(4100);
    await expect(slides(page)).toHaveAttribute("data-current", "9");

    // A keyboard user tabbing onward holds it, as before.
    await page.keyboard.press("Tab");
    await expect(carousel(page)).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(12_000);
    expect(await current()).toBe("9");
  });
});

test.describe("the partner carousel under a resting finger", () => {
  test("a finger on it holds it; lifted, it turns again", async ({ page }) => {
    await openCarousel(page, { held: false });
    const cdp = await page.context().newCDPSession(page);
    const box = (await slides(page).boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
    await expect(carousel(page)).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(12_000);
    await expect(slides(page)).toHaveAttribute("data-current", "1");
    // Lifted after a short sideways move: neither a swipe nor a tap on the slide's link.
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: at.x + 30, y: at.y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect(carousel(page)).toHaveAttribute("data-rotating", "true");
    await expect(slides(page)).toHaveAttribute("data-current", "1");
    await page.clock.runFor(5100);
    await expect(slides(page)).toHaveAttribute("data-current", "2");
  });
});

// ---------------------------------------------------------------------------
// The home page's first-visit popup (requirements §2.3): it opens by itself
// once the page is idle, and its close button closes it (Escape being no
// phone's key). Nothing says a tap beside it closes it, so none is tried.

for (const { name, path, heading } of [
  { name: "English", path: "/", heading: popup.heading },
  { name: "Nepali", path: "/ne/", heading: homeContentNe.popup.heading },
]) {
  test(`the first-visit popup closes by a tap on its close button (${name})`, async ({ page }) => {
    await page.goto(path);
    const dialog = page.locator("dialog[data-home-popup]");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("h2")).toHaveText(heading);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_SEEN_KEY)).toBe("1");
    await tap(dialog.locator("form[method=dialog] button"));
    await expect(dialog).toBeHidden();
    // The page behind is live again: the menu answers the next tap.
    await tap(page.locator("[data-hamburger]"));
    await expect.poll(() => menu(page).evaluate((el) => el.matches(":popover-open"))).toBe(true);
  });
}

// ---------------------------------------------------------------------------
// The home page's stats banner (requirements §4, §9), reached by a finger.

const statsBanner = (page: Page) => page.locator('[data-section="stats"]');
const statValues = (page: Page) => statsBanner(page).locator("[data-count-value]").allTextContents();

/** Finger swipes up the page until `share` of the stats banner is on screen. */
async function swipeToStats(page: Page, share: number) {
  const cdp = await page.context().newCDPSession(page);
  const viewport = page.viewportSize()!;
  const x = viewport.width / 2;
  const shown = () =>
    statsBanner(page).evaluate((el) => {
      const { top, bottom, height } = el.getBoundingClientRect();
      return (Math.min(bottom, innerHeight) - Math.max(top, 0)) / height;
    });
  for (let i = 0; i < 20 && (await shown()) < share; i++) {
    const before = await page.evaluate(() => window.scrollY);
    await scrollBy(cdp, x, viewport.height * 0.8, viewport.height * 0.3);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  }
  expect(await shown(), "the finger brought the banner into view").toBeGreaterThanOrEqual(share);
}

test("the stats count up once a finger has scrolled them into view, ending on the exact figures", async ({ page }) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  await pauseClock(page);
  expect(await statValues(page), "the server's figures, before any count").toEqual(stats.map((s) => s.value));
  await swipeToStats(page, 0.2);
  const final = stats.map((s) => s.value);
  await expect.poll(() => statValues(page)).not.toEqual(final);
  await page.clock.runFor(1000);
  const midway = Number((await statValues(page))[1]!.replace(/\D/g, ""));
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(stats[1]!.numeric);
  await page.clock.runFor(1100);
  expect(await statValues(page)).toEqual(final);
});

// ---------------------------------------------------------------------------
// The gallery's viewer (requirements §2.5).

test("the gallery's viewer by finger: a tap opens it, taps and swipes move through it, a tap closes it", async ({
  page,
}) => {
  await page.goto("/about/gallary");
  await hydrated(page);
  const tiles = page.locator("[data-gallery] a");
  const dialog = page.locator("dialog[data-gallery-viewer]");
  const image = dialog.locator("img");
  const shows = async (i: number) => {
    await expect(dialog.locator("[data-viewer-caption]")).toHaveText(gallery[i]!.caption);
    await expect(image).toHaveAttribute("src", gallery[i]!.src);
    // Loaded: the dialog, centred on the screen, takes its height from the image, and a tap
    // aimed at a button before then would land where the button no longer is.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  };

  await tiles.nth(1).scrollIntoViewIfNeeded();
  await tap(tiles.nth(1));
  await expect(dialog).toBeVisible();
  await shows(1);
  await tap(dialog.locator("[data-viewer-next]"));
  await shows(2);
  await tap(dialog.locator("[data-viewer-previous]"));
  await tap(dialog.locator("[data-viewer-previous]"));
  await shows(0);
  await tap(dialog.locator("[data-viewer-previous]"));
  await shows(gallery.length - 1);

  // A swipe on the image: left goes on (round to the first), right goes back; a short one does nothing.
  const cdp = await page.context().newCDPSession(page);
  const box = (await image.boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const swipe = (dx: number) => drag(cdp, at, { x: at.x + dx, y: at.y });
  await swipe(-80);
  await shows(0);
  await swipe(80);
  await shows(gallery.length - 1);
  await swipe(-30);
  await shows(gallery.length - 1);

  // A tall picture can push the close button above the screen: a finger scrolls the viewer back to it first.
  const close = dialog.locator("form[method=dialog] button");
  await close.scrollIntoViewIfNeeded();
  await tap(close);
  await expect(dialog).toBeHidden();
  await expect(tiles.nth(gallery.length - 1), "focus goes back to the tile last shown").toBeFocused();
});

test.describe("reduced motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("the still ticker shows every announcement", async ({ page }) => {
    await page.goto("/");
    const items = page.locator(".home-ticker-list:not(.home-ticker-copy) > li");
    expect(await items.count()).toBeGreaterThan(1);
    const outside = await page.locator("[data-ticker]").evaluate((ticker) => {
      const frame = ticker.querySelector(".home-ticker-track")!.parentElement!.getBoundingClientRect();
      return [...ticker.querySelectorAll(".home-ticker-list:not(.home-ticker-copy) > li")]
        .filter((li) => {
          const box = li.getBoundingClientRect();
          return box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom;
        })
        .map((li) => li.textContent);
    });
    expect(outside, "announcements cut off by the ticker's frame").toEqual([]);
  });

  test("the Nepali stats show their final figures, and a finger bringing them into view changes nothing", async ({
    page,
  }) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
    await page.clock.install();
    await page.goto("/ne/");
    await hydrated(page);
    await pauseClock(page);
    const final = homeContentNe.stats.items.map((s) => s.value);
    expect(await statValues(page)).toEqual(final);
    // Any figure written on the way would be a count, even one that ends on the final figure.
    await statsBanner(page).evaluate((banner) => {
      new MutationObserver(() => banner.setAttribute("data-test-counted", "")).observe(banner, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
    await swipeToStats(page, 0.5);
    await page.clock.runFor(2500);
    expect(await statValues(page)).toEqual(final);
    await expect(statsBanner(page)).not.toHaveAttribute("data-test-counted");
  });
});
