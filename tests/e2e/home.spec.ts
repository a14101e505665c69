import type { Page } from "@playwright/test";
import { homeCards } from "../../app/content/courses";
import { POPUP_SEEN_KEY, stats, tickerItems } from "../../app/content/home";
import { DESKTOP, PHONE, expect, hold, hydrated, pauseClock, test } from "./fixtures";
import { TEST_HERO_VIDEO } from "./hero-video";

// The home page (requirements §1, §2.3, §3, §4, §9).

/** Most tests are not about the popup: mark it as seen for this session first. */
async function skipPopup(page: Page) {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
}

async function openHome(page: Page) {
  await page.goto("/");
  await hydrated(page);
}

test.describe("layout", () => {
  test.use({ viewport: DESKTOP });

  test("sections come in the order of requirements §2.3, the ticker only on the home page", async ({
    page,
    problems,
  }) => {
    await skipPopup(page);
    await openHome(page);
    const order = await page.evaluate(() => {
      const marks = [
        "[data-ticker]",
        "header",
        "nav",
        '[data-section="hero"]',
        '[data-section="intro"]',
        '[data-section="cards"]',
        '[data-section="stats"]',
        '[data-section="welcome"]',
        '[data-section="partners"]',
        "footer",
      ];
      const all = [...document.querySelectorAll("*")];
      return marks.map((m) => all.indexOf(document.querySelector(m)!));
    });
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(problems.list).toEqual([]);

    await page.getByRole("link", { name: "Contact", exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("[data-ticker]")).toHaveCount(0);
  });
});

test.describe("ticker", () => {
  test.use({ viewport: DESKTOP });

  test("one loop takes 50 s; it pauses on hover, on focus and with its button", async ({ page }) => {
    await skipPopup(page);
    await openHome(page);
    const ticker = page.locator("[data-ticker]");
    for (const item of tickerItems) await expect(ticker).toContainText(item);
    const track = ticker.locator(".home-ticker-track");
    const css = () =>
      track.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          duration: s.animationDuration,
          count: s.animationIterationCount,
          state: s.animationPlayState,
          name: s.animationName,
        };
      });
    expect(await css()).toEqual({ duration: "50s", count: "infinite", state: "running", name: "home-ticker" });

    await ticker.hover();
    expect((await css()).state).toBe("paused");
    await page.mouse.move(600, 700);
    expect((await css()).state).toBe("running");

    const toggle = ticker.getByRole("checkbox", { name: "Pause announcements" });
    await toggle.focus();
    expect((await css()).state).toBe("paused");
    // A visitor clicks the visible label (the box itself is for screen readers and keyboards).
    const label = ticker.locator(".home-ticker-toggle");
    await label.click();
    await page.mouse.move(600, 700);
    await page.locator("h1").click();
    await expect(toggle).toBeChecked();
    expect((await css()).state).toBe("paused");
    await label.click();
    await expect(toggle).not.toBeChecked();
    await page.mouse.move(600, 700);
    await page.locator("h1").click();
    expect((await css()).state).toBe("running");
  });

  test("its pause switch works from the first tap, before any script and without JavaScript", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: PHONE, hasTouch: true, javaScriptEnabled });
      const page = await context.newPage();
      await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
      // With JavaScript: every module held back, so only the HTML the server sent can answer.
      const release = javaScriptEnabled ? await hold(page, /\.js$/) : () => {};
      await page.goto("/", { waitUntil: "commit" });
      const ticker = page.locator("[data-ticker]");
      await ticker.locator(".home-ticker-toggle").tap();
      await expect(ticker.getByRole("checkbox", { name: "Pause announcements" })).toBeChecked();
      await page.locator("h1").tap();
      await expect
        .poll(() => ticker.locator(".home-ticker-track").evaluate((el) => getComputedStyle(el).animationPlayState))
        .toBe("paused");
      release();
      await context.close();
    }
  });

  test("stands still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await skipPopup(page);
    await openHome(page);
    const name = await page.locator(".home-ticker-track").evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe("none");
    // Every message is still readable, once.
    await expect(page.locator(".home-ticker-copy")).toBeHidden();
    for (const item of tickerItems)
      await expect(page.locator("[data-ticker] li", { hasText: item }).first()).toBeVisible();
  });
});

// The site has no hero video by default (worker/hero-video.test.ts); the
// test server sets HERO_VIDEO_URL (tests/e2e/hero-video.ts) so an operator's
// video keeps the behaviour of requirements §2.3.
test.describe("hero", () => {
  test.use({ viewport: PHONE });

  test("the still is the eager, high-priority image and the video falls back to it silently on error", async ({
    page,
    problems,
  }) => {
    await skipPopup(page);
    await openHome(page);
    const still = page.locator("[data-hero-still]");
    await expect(still).toHaveAttribute("loading", "eager");
    await expect(still).toHaveAttribute("fetchpriority", "high");
    await expect(still).toHaveAttribute("width", "960");
    await expect(still).toHaveAttribute("height", "540");
    const video = page.locator('[data-section="hero"] video');
    await expect(video).toHaveAttribute("src", TEST_HERO_VIDEO);
    await expect(video).toHaveText("Your browser does not support the video tag.");
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.playsInline])).toEqual([true, true]);
    await expect(video).toHaveAttribute("aria-hidden", "true");
    // The stand-in video is answered with an empty 204: the video errors and hides.
    await expect(video).toHaveAttribute("data-state", "failed");
    await expect(video).toBeHidden();
    await expect(still).toBeVisible();
    expect(await still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(problems.list).toEqual([]);
  });

  test("on metadata load the video starts at 4 s", async ({ page }) => {
    await skipPopup(page);
    // Hold the video request open so the element waits for data instead of failing.
    let videoRequested = false;
    await page.route(/\.mp4($|\?)/, () => {
      videoRequested = true;
    });
    await openHome(page);
    const video = page.locator('[data-section="hero"] video');
    await expect.poll(() => videoRequested).toBe(true);
    await expect(video).toHaveAttribute("data-state", "waiting");
    const time = await video.evaluate((v: HTMLVideoElement) => {
      v.dispatchEvent(new Event("loadedmetadata"));
      return v.currentTime;
    });
    expect(time).toBe(4);
  });

  test("no autoplay under reduced motion: the video waits with its controls", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await skipPopup(page);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes(".mp4")) requests.push(r.url());
    });
    await openHome(page);
    const video = page.locator('[data-section="hero"] video');
    await expect(video).toHaveAttribute("data-state", "manual");
    await expect(video).toHaveAttribute("controls", "");
    // With controls it is a control, and named; playing silently it is decoration.
    await expect(video).toHaveAccessibleName("Video about the college");
    await page.waitForTimeout(2500);
    expect(requests).toEqual([]);
  });
});

test.describe("hero with Save-Data", () => {
  test.use({ viewport: PHONE });

  test("no autoplay when the visitor asked to save data", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
    );
    await skipPopup(page);
    await openHome(page);
    await expect(page.locator('[data-section="hero"] video')).toHaveAttribute("data-state", "manual");
    expect(await page.locator('[data-section="hero"] video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});

test.describe("qualification cards", () => {
  test.use({ viewport: DESKTOP });

  test("four cards with title, provider, description, level, image and link", async ({ page }) => {
    await skipPopup(page);
    await openHome(page);
    const cards = page.locator('[data-section="cards"] [data-course-card]');
    await expect(cards).toHaveCount(4);
    expect(homeCards.map((c) => c.link)).toEqual([
      "/programs/business-computing",
      "/programs/Bsc_cybersecurity",
      "/Diplomas",
      "/ShortCourses",
    ]);
    for (const [i, card] of homeCards.entries()) {
      const el = cards.nth(i);
      await expect(el.getByRole("heading", { level: 3 })).toHaveText(card.title);
      await expect(el.locator('[data-field="provider"]')).toContainText(card.provider);
      await expect(el.locator('[data-field="level"]')).toHaveText(card.level);
      await expect(el).toContainText(card.description);
      const img = el.locator("img");
      await expect(img).toHaveAttribute("alt", card.image.alt);
      await expect(img).toHaveAttribute("width", String(card.image.width));
      await expect(img).toHaveAttribute("height", String(card.image.height));
      await expect(el.getByRole("link", { name: card.title })).toHaveAttribute("href", card.link);
    }
    await expect(cards.nth(0)).toContainText("University of Central Lancashire");
    await expect(cards.nth(0)).toContainText("Undergraduate");
    await expect(cards.nth(2)).toContainText("NCC Education");
    await cards.nth(2).getByRole("link").click();
    await expect(page).toHaveURL(/\/Diplomas$/);
  });
});

test.describe("stats banner", () => {
  test.use({ viewport: PHONE });

  test("the server HTML already holds the final values", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const stat of stats) expect(html).toContain(`data-stat="${stat.value}"`);
    const dd = html.match(/<dd[^>]*data-stat[^>]*>.*?<\/dd>/g) ?? [];
    expect(
      dd.map(
        (d) =>
          d
            .replace(/<[^>]+>/g, "|")
            .split("|")
            .filter(Boolean)[0],
      ),
    ).toEqual(stats.map((s) => s.value));
  });

  test("counts up once, over 2000 ms, when 10% of the banner is in view, ending on the exact values", async ({
    page,
  }) => {
    await skipPopup(page);
    await page.clock.install();
    await openHome(page);
    await pauseClock(page);
    const values = () => page.locator('[data-section="stats"] [data-count-value]').allTextContents();
    await page.evaluate(() => {
      const w = window as unknown as { statChanges: string[] };
      w.statChanges = [];
      new MutationObserver(() =>
        w.statChanges.push(document.querySelector("[data-count-value]")!.textContent!),
      ).observe(document.querySelector('[data-section="stats"]')!, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
    const changes = () => page.evaluate(() => (window as unknown as { statChanges: string[] }).statChanges);
    const showFraction = (fraction: number) =>
      page.evaluate((f) => {
        const el = document.querySelector('[data-section="stats"]')!;
        const { top, height } = el.getBoundingClientRect();
        window.scrollTo(0, window.scrollY + top - window.innerHeight + height * f);
      }, fraction);

    // 5% in view: nothing moves, the final values stay.
    await showFraction(0.05);
    await page.waitForTimeout(400);
    await page.clock.runFor(2500);
    expect(await changes()).toEqual([]);
    expect(await values()).toEqual(stats.map((s) => s.value));

    // 20% in view: the count starts from zero…
    await showFraction(0.2);
    await expect.poll(changes).not.toEqual([]);
    expect((await changes())[0]).toBe("0+");
    await page.clock.runFor(1000);
    const midway = Number((await values())[1]!.replace(/\D/g, ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(stats[1]!.numeric);
    // …and ends on the exact values at 2000 ms.
    await page.clock.runFor(1100);
    expect(await values()).toEqual(stats.map((s) => s.value));

    // Once: scrolling away and back does not count again.
    const seen = (await changes()).length;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await showFraction(0.8);
    await page.waitForTimeout(300);
    await page.clock.runFor(2500);
    expect((await changes()).length).toBe(seen);
    expect(await values()).toEqual(stats.map((s) => s.value));
  });
});
