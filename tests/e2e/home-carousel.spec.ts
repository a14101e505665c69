import type { Page } from "@playwright/test";
import { POPUP_SEEN_KEY } from "../../app/content/home";
import { partners } from "../../app/content/partners";
import { DESKTOP, PHONE, expect, hydrated, pauseClock, test } from "./fixtures";

// The partner carousel (requirements §3, §4, §9; WAI-ARIA APG carousel).

const carousel = (page: Page) => page.locator('[data-section="partners"]');
const slides = (page: Page) => page.locator("#home-partner-slides");
const current = (page: Page) => slides(page).getAttribute("data-current").then(Number);

async function openHome(page: Page, { clock = false } = {}) {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
  // It rotates once in view: without a clock to run, one held from the
  // start keeps it on the first slide however slowly the test scrolls.
  if (clock) await page.clock.install();
  else {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
  }
  await page.goto("/");
  await hydrated(page);
  // The page script has started the carousel (carousel-behaviour.ts).
  await page.locator('[data-section="partners"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-section="partners"][data-ready]')).toBeVisible();
  if (clock) await pauseClock(page);
}

/** Pointer away and focus out, so nothing holds the rotation. */
async function letGo(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(carousel(page)).toHaveAttribute("data-rotating", "true");
}

/** A pointer swipe of `dx` px over the slides (negative = left). */
async function swipe(page: Page, dx: number) {
  const box = (await slides(page).boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await slides(page).dispatchEvent("pointerdown", {
    clientX: x,
    clientY: y,
    pointerType: "touch",
    isPrimary: true,
    bubbles: true,
  });
  await slides(page).dispatchEvent("pointerup", {
    clientX: x + dx,
    clientY: y,
    pointerType: "touch",
    isPrimary: true,
    bubbles: true,
  });
}

async function expectSlide(page: Page, n: number) {
  await expect(slides(page)).toHaveAttribute("data-current", String(n));
  const slide = slides(page).locator("[aria-roledescription=slide][data-active]");
  await expect(slide).toHaveAttribute("aria-label", `${n} of ${partners.length}`);
  await expect(slide.getByRole("heading", { level: 3 })).toHaveText(partners[n - 1]!.name);
}

test.describe("partner carousel", () => {
  test.use({ viewport: DESKTOP });

  test("ten partners with name, logo, headline, description and an external link; the index wraps both ways", async ({
    page,
  }) => {
    expect(partners).toHaveLength(10);
    expect(partners.slice(0, 2).map((p) => p.name)).toEqual(["NCC Education", "University of Central Lancashire"]);
    await openHome(page);
    await expectSlide(page, 1);
    const slide = slides(page).locator("[aria-roledescription=slide][data-active]");
    await expect(slide.locator("[data-partner-logo]")).toHaveCount(1);
    await expect(slide).toContainText(partners[0]!.headline);
    await expect(slide).toContainText(partners[0]!.description);
    const link = slide.getByRole("link");
    await expect(link).toHaveAttribute("href", partners[0]!.link);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");

    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(page, 10);
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
    // Every slide takes the same height, so rotation never shifts the page.
    const heights = new Set([(await slides(page).boundingBox())!.height]);
    await expect(slides(page).locator("[aria-roledescription=slide]")).toHaveCount(10);
    await expect(slides(page).locator("[aria-roledescription=slide]:not([aria-hidden])")).toHaveCount(1);
    for (let n = 2; n <= 10; n++) {
      await carousel(page).getByRole("button", { name: "Next slide" }).click();
      await expectSlide(page, n);
      heights.add((await slides(page).boundingBox())!.height);
      await expect(slides(page).getByRole("link")).toHaveCount(1);
    }
    expect(heights.size).toBe(1);
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
  });

  test("advances every 5 s, then every 4 s after manual navigation", async ({ page }) => {
    await openHome(page, { clock: true });
    // Restart the timer from a known instant: hover in, then out.
    await carousel(page).hover();
    await letGo(page);
    const start = await current(page);
    await page.clock.runFor(4900);
    expect(await current(page)).toBe(start);
    await page.clock.runFor(150);
    await expectSlide(page, start + 1);
    await page.clock.runFor(4900);
    expect(await current(page)).toBe(start + 1);
    await page.clock.runFor(150);
    await expectSlide(page, start + 2);

    // Manual navigation (a dot), then let go: now every 4 s.
    await carousel(page).locator('[data-dot="6"]').click();
    await expectSlide(page, 6);
    await letGo(page);
    await page.clock.runFor(3900);
    expect(await current(page)).toBe(6);
    await page.clock.runFor(150);
    await expectSlide(page, 7);
    await page.clock.runFor(3900);
    expect(await current(page)).toBe(7);
    await page.clock.runFor(150);
    await expectSlide(page, 8);
  });

  test("pauses while hovered and while keyboard focus is inside; live region follows", async ({ page }) => {
    await openHome(page, { clock: true });
    await expect(slides(page)).toHaveAttribute("aria-live", "off");
    await slides(page).hover();
    await expect(carousel(page)).toHaveAttribute("data-rotating", "false");
    await expect(slides(page)).toHaveAttribute("aria-live", "polite");
    const hovered = await current(page);
    await page.clock.runFor(12_000);
    expect(await current(page)).toBe(hovered);

    await page.mouse.move(5, 5);
    await carousel(page).locator('[data-dot="3"]').focus();
    await expect(carousel(page)).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(12_000);
    expect(await current(page)).toBe(hovered);

    await letGo(page);
    await expect(slides(page)).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(5100);
    expect(await current(page)).toBe((hovered % 10) + 1);
  });

  test("the pause button stops rotation until pressed again, and comes first in tab order", async ({ page }) => {
    await openHome(page, { clock: true });
    const first = await carousel(page).locator("button").first();
    await expect(first).toHaveText("Stop automatic slide show");
    await first.click();
    await expect(first).toHaveText("Start automatic slide show");
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slides(page)).toHaveAttribute("aria-live", "polite");
    const stopped = await current(page);
    await page.clock.runFor(20_000);
    expect(await current(page)).toBe(stopped);
    await first.click();
    await letGo(page);
    await page.clock.runFor(5100);
    expect(await current(page)).toBe((stopped % 10) + 1);
  });

  test("dots jump to an index", async ({ page }) => {
    await openHome(page);
    for (const n of [7, 10, 1, 4]) {
      await carousel(page)
        .getByRole("button", { name: `Slide ${n}: ${partners[n - 1]!.name}` })
        .click();
      await expectSlide(page, n);
      await expect(carousel(page).locator(`[data-dot="${n}"]`)).toHaveAttribute("aria-current", "true");
      await expect(carousel(page).locator("[data-dot][aria-current]")).toHaveCount(1);
    }
  });

  test("no auto-rotation under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page, { clock: true });
    await page.mouse.move(5, 5);
    await expect(carousel(page).locator("button").first()).toHaveText("Start automatic slide show");
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
  });

  test("rotates only while on screen: still while scrolled away, on from when it comes into view", async ({ page }) => {
    await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
    await page.clock.install();
    await page.goto("/");
    await expect(carousel(page)).toHaveAttribute("data-ready", "");
    await pauseClock(page);
    await page.mouse.move(5, 5);
    await expect(carousel(page)).not.toBeInViewport();
    await expect(carousel(page)).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
    await carousel(page).scrollIntoViewIfNeeded();
    await letGo(page);
    await page.clock.runFor(5100);
    await expectSlide(page, 2);
    // Scrolled away again, it stops where it is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(carousel(page)).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(20_000);
    await expectSlide(page, 2);
  });
});

test.describe("partner carousel on a phone", () => {
  test.use({ viewport: PHONE });

  test("a swipe of more than 50 px moves: left is next, right is previous; 49 px does nothing", async ({ page }) => {
    await openHome(page, { clock: true });
    await carousel(page).getByRole("button", { name: "Stop automatic slide show" }).click();
    await carousel(page).locator('[data-dot="1"]').click();
    await expectSlide(page, 1);
    await swipe(page, -49);
    await expectSlide(page, 1);
    await swipe(page, 49);
    await expectSlide(page, 1);
    await swipe(page, -50);
    await expectSlide(page, 1);
    await swipe(page, -51);
    await expectSlide(page, 2);
    await swipe(page, 51);
    await expectSlide(page, 1);
    await swipe(page, 51);
    await expectSlide(page, 10);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe("partner carousel without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("every partner is in a row that scrolls sideways, and the buttons that need a script are hidden", async ({
    page,
  }) => {
    await page.goto("/");
    const all = slides(page).locator("[aria-roledescription=slide]");
    await expect(all).toHaveCount(partners.length);
    for (const n of [1, 2, partners.length]) {
      const slide = all.nth(n - 1);
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeInViewport();
      await expect(slide.getByRole("link")).toBeVisible();
    }
    await expect(carousel(page).getByRole("button")).toHaveCount(0);
    // The row scrolls inside the section; neither the section nor the page is wider than the screen
    // (a slide's screen-reader-only words, positioned against the page, once widened it to 3540 px).
    expect(await carousel(page).evaluate((section) => section.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
