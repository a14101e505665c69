import type { CDPSession, Locator, Page } from "@playwright/test";
import { POPUP_SEEN_KEY } from "../../app/content/home";
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

/** A finger's tap on the middle of `target`. */
async function tap(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on screen`);
  await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
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
 * menu with the bar and the sheet on screen; an accordion opens inside it;
 * the page does not scroll while it is open; a tap beside it closes it and
 * leaves the page where it was.
 */
async function menuAt(page: Page, fraction: number) {
  const y = await page.evaluate((f) => {
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) * f));
    return window.scrollY;
  }, fraction);
  expect(y, "the page is long enough to scroll").toBeGreaterThan(300);
  await tap(page.locator("[data-hamburger]"));
  await expect.poll(() => menu(page).evaluate((el) => el.matches(":popover-open"))).toBe(true);

  const viewport = page.viewportSize()!;
  const bar = await rect(page, ".site-nav");
  expect(bar.top, "the bar stays at the top of the screen").toBe(0);
  const sheet = await rect(page, ".mobile-menu-sheet");
  expect(sheet.top, "the menu opens on screen").toBeGreaterThanOrEqual(0);
  expect(sheet.bottom).toBeLessThanOrEqual(viewport.height);
  expect(sheet.bottom - sheet.top, "the menu shows its sections").toBeGreaterThan(150);

  // An accordion opens in place, the sheet staying within the screen, and closes again.
  const section = menu(page).locator("[data-menu-section]").last();
  await tap(section.locator("> summary"));
  await expect(section).toHaveAttribute("open", "");
  expect((await rect(page, ".mobile-menu-sheet")).bottom).toBeLessThanOrEqual(viewport.height);
  await tap(section.locator("> summary"));
  await expect(section).not.toHaveAttribute("open", "");

  // The page behind stays still while the menu is open: a wheel turned over
  // it moves nothing (the browser handles the wheel before the tap after it,
  // so the scroll position read once the menu has closed would show it).
  const quiet = await besideTheMenu(page);
  await page.mouse.move(quiet.x, quiet.y);
  await page.mouse.wheel(0, 400);

  await page.touchscreen.tap(quiet.x, quiet.y);
  await expect.poll(() => menu(page).evaluate((el) => el.matches(":popover-open"))).toBe(false);
  expect(await page.evaluate(() => window.scrollY), "the page stayed, and stays, where it was").toBe(y);
  expect((await rect(page, ".site-nav")).top).toBe(0);
}

test.describe("the phone menu after scrolling", () => {
  test("English, halfway down and at the bottom of a page", async ({ page }) => {
    await page.goto("/admission/why-mbc");
    await hydrated(page);
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

/** The home page with its clock installed (and paused when `held`), scrolled to the carousel. */
async function openCarousel(page: Page, { held }: { held: boolean }) {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
  if (held) {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
  } else await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute("data-ready", "");
  if (!held) await pauseClock(page);
}

test.describe("the partner carousel under a finger", () => {
  test("a swipe of more than 50 px turns it, left to the next and right to the previous; a shorter one does not", async ({
    page,
  }) => {
    await openCarousel(page, { held: true });
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
});
