import type { Page } from "@playwright/test";
import { diplomaCardsNe, shortCourseCardsNe } from "../../app/content/courses.ne";
import { POPUP_SEEN_KEY } from "../../app/content/home-settings";
import { homeContentNe } from "../../app/content/home.ne";
import { DESKTOP, PHONE, expect, hydrated, pauseClock, test } from "./fixtures";
import { untranslated } from "./nepali-text";

// The Nepali home page and course listings (decision 021): the parts nepali.spec.ts does not reach
// (the ticker above the header, the popup, the carousel once started, the moving digits) and links.

const ne = homeContentNe;

async function skipPopup(page: Page) {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
}

test.describe("the Nepali home page", () => {
  test.use({ viewport: DESKTOP });

  test("its ticker and first-visit popup speak Nepali, and the popup's links stay Nepali", async ({
    page,
    problems,
  }) => {
    await page.goto("/ne/");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: ne.popup.heading });
    await expect(dialog).toBeVisible();
    expect(await untranslated(page, "[data-ticker], [data-home-popup]")).toEqual([]);
    await expect(dialog.getByRole("link", { name: ne.popup.actions[0]!.label })).toHaveAttribute("href", "/ne/apply");
    await expect(dialog.getByRole("link", { name: ne.popup.actions[1]!.label })).toHaveAttribute("href", "/ne/VisitUs");
    await dialog.getByRole("button", { name: "बन्द गर्नुहोस्" }).click();
    await expect(dialog).toHaveCount(0);

    const ticker = page.locator("[data-ticker]");
    await expect(ticker).toHaveAccessibleName("सूचनाहरू");
    for (const item of ne.ticker) await expect(ticker).toContainText(item);
    await ticker.locator(".home-ticker-toggle").click();
    await expect(ticker.getByRole("checkbox", { name: "सूचनाहरू रोक्नुहोस्" })).toBeChecked();

    const hero = page.locator('[data-section="hero"]');
    await expect(hero.getByRole("list", { name: "हामीसँग किन पढ्ने" }).getByRole("listitem")).toHaveText(ne.hero.pitches);
    await expect(hero.getByRole("link", { name: ne.hero.actions[0]!.label })).toHaveAttribute("href", "/ne/apply");
    expect(
      await page
        .locator('[data-section="cards"] [data-course-card] h3 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).toEqual([
      "/ne/programs/business-computing",
      "/ne/programs/Bsc_cybersecurity",
      "/ne/Diplomas",
      "/ne/ShortCourses",
    ]);
    expect(problems.list).toEqual([]);
  });

  test("its partner carousel, once started, speaks Nepali and counts in Devanagari digits", async ({
    page,
    problems,
  }) => {
    await skipPopup(page);
    // It rotates from the page's load: a clock held from the start keeps it on the first slide.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto("/ne/");
    await hydrated(page);
    const carousel = page.locator('[data-section="partners"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-section="partners"][data-ready]')).toBeVisible();
    expect(await untranslated(page, '[data-section="partners"]')).toEqual([]);
    const active = carousel.locator("[aria-roledescription=slide][data-active]");
    await expect(active).toHaveAttribute("aria-label", "१० मध्ये १");
    await expect(active.getByRole("heading", { level: 3 })).toHaveText(ne.partners.partners[0]!.name);
    await expect(active.getByRole("link")).toHaveAccessibleName(
      `${ne.partners.partners[0]!.name} को वेबसाइट हेर्नुहोस् (नयाँ ट्याबमा खुल्छ)`,
    );
    await carousel.getByRole("button", { name: "स्लाइड आफैँ बदलिन रोक्नुहोस्" }).click();
    await carousel.getByRole("button", { name: `स्लाइड ३: ${ne.partners.partners[2]!.name}` }).click();
    await expect(carousel.locator("[aria-roledescription=slide][data-active]")).toHaveAttribute(
      "aria-label",
      "१० मध्ये ३",
    );
    await carousel.getByRole("button", { name: "अर्को स्लाइड" }).click();
    await expect(carousel.locator("[aria-roledescription=slide][data-active]")).toHaveAttribute(
      "aria-label",
      "१० मध्ये ४",
    );
    expect(problems.list).toEqual([]);
  });
});

test.describe("the Nepali home page's stats", () => {
  test.use({ viewport: PHONE });

  test("are in Devanagari digits in the server HTML and while they count up", async ({ page, request }) => {
    const html = await (await request.get("/ne/")).text();
    for (const stat of ne.stats.items) expect(html).toContain(`data-stat="${stat.value}"`);

    await skipPopup(page);
    await page.clock.install();
    await page.goto("/ne/");
    await hydrated(page);
    await pauseClock(page);
    const values = () => page.locator('[data-section="stats"] [data-count-value]').allTextContents();
    await page.evaluate(() => {
      const el = document.querySelector('[data-section="stats"]')!;
      const { top, height } = el.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + top - window.innerHeight + height * 0.5);
    });
    await expect.poll(values).not.toEqual(ne.stats.items.map((s) => s.value));
    await page.clock.runFor(1000);
    const midway = await values();
    expect(midway.join(" ")).not.toMatch(/[0-9]/);
    expect(midway.join(" ")).toMatch(/[१-९]/);
    await page.clock.runFor(1100);
    expect(await values()).toEqual(ne.stats.items.map((s) => s.value));
  });
});

test.describe("the Nepali course listings", () => {
  test.use({ viewport: DESKTOP });

  for (const { path, cards } of [
    { path: "/ne/Diplomas", cards: diplomaCardsNe },
    { path: "/ne/ShortCourses", cards: shortCourseCardsNe },
  ]) {
    test(`${path}: Nepali cards that lead to Nepali pages`, async ({ page, problems }) => {
      await page.goto(encodeURI(path));
      await hydrated(page);
      const shown = page.locator("[data-course-card]");
      await expect(shown.locator("h3")).toHaveText(cards.map((c) => c.title));
      await expect(shown.locator("[data-field='level']")).toHaveText(cards.map((c) => c.level));
      await expect(shown.locator("[data-field='provider']")).toHaveText(cards.map((c) => `प्रदायक: ${c.provider}`));
      expect(await shown.locator("h3 a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        cards.map((c) => `/ne${c.link}`),
      );
      await shown.nth(1).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/ne${cards[1]!.link}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      expect(problems.list).toEqual([]);
    });
  }
});
