import { documentTitle } from "../../app/content/pages";
import { pageTextsNe } from "../../app/content/pages/ne";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { englishWordsIn } from "./nepali-text";

// The Nepali version (decision 021); the e2e server runs with NEPALI_VERSION on.
test("the checker finds English and lets official names pass", () => {
  expect(englishWordsIn("Level 4 Diploma in Computing मा भर्ना")).toEqual([]);
  expect(englishWordsIn("UCLan र NCC Education सँगको साझेदारीमा")).toEqual([]);
  expect(englishWordsIn("info@example.edu.np मा इमेल पठाउनुहोस्")).toEqual([]);
  expect(englishWordsIn("कोड 600/0406/X")).toEqual([]);
  expect(englishWordsIn("Apply Now")).toEqual(["Apply", "Now"]);
  expect(englishWordsIn("हाम्रो Vision")).toEqual(["Vision"]);
});

test("an English page's JavaScript carries no Nepali beyond the switcher's label", async ({ page }) => {
  const urls = new Set<string>();
  page.on("request", (request) => {
    // The code, not the page's own data (in its HTML), which carries what the page shows, such as
    // the success dialog's Nepali line (requirements §8).
    if (request.resourceType() === "script") urls.add(request.url());
  });
  for (const path of ["/", "/apply", "/contact", "/programs/l4dc", "/VisitUs", "/about/CEO", "/Diplomas"]) {
    await page.goto(encodeURI(path));
    await hydrated(page);
  }
  expect(urls.size).toBeGreaterThan(5);
  const scripts = new Map<string, string>();
  for (const url of urls) scripts.set(url, await (await page.request.get(url)).text());
  const devanagari = [...scripts].flatMap(([url, body]) =>
    (body.match(/[\u0900-\u097F][\u0900-\u097F\s]*/g) ?? [])
      .map((run) => run.trim())
      .filter((run) => run !== "नेपाली")
      .map((run) => `${new URL(url).pathname}: ${run}`),
  );
  expect(devanagari).toEqual([]);
});

// Four full page loads in quick succession abort each other's late requests, so this test leaves
// console and network problems to the page tests.
test("the switcher leads to the same page in the other language and remembers the choice for /", async ({ page }) => {
  await page.goto("/programs/l4dc");
  await hydrated(page);
  await page.getByRole("link", { name: "नेपाली" }).click();
  await expect(page).toHaveURL(/\/ne\/programs\/l4dc$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  // Later, the home page opens in Nepali.
  await page.goto("/");
  await expect(page).toHaveURL(/\/ne\/$/);
  await hydrated(page);
  // The first-visit popup (requirements §2.3) opens on the Nepali home page too; Escape closes it.
  await expect(page.locator("[data-home-popup]")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-home-popup]")).toBeHidden();
  // Back to English by the keyboard, and the home page stays English.
  const english = page.getByRole("link", { name: "English" });
  await english.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await page.goto("/");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("a Nepali page's links stay in Nepali, client-side navigation included", async ({ page, problems }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/ne/contact");
  await hydrated(page);
  await page.getByRole("navigation").getByRole("link", { name: "कलेज भ्रमण" }).click();
  await expect(page).toHaveURL(/\/ne\/VisitUs$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  await expect(page).toHaveTitle(documentTitle(pageTextsNe["/VisitUs"].title));
  await expect(page.locator("h1")).toHaveText(pageTextsNe["/VisitUs"].banner.mainTitle);
  expect(problems.list).toEqual([]);
});

test.describe("a browser that prefers Nepali", () => {
  test.use({ locale: "ne-NP" });
  for (const viewport of [PHONE, DESKTOP]) {
    test(`is offered the Nepali page, without a redirect, until it chooses (${viewport.width}px)`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize(viewport);
      const response = await page.goto("/apply");
      expect(response?.url()).toMatch(/\/apply$/);
      await hydrated(page);
      const suggestion = page.locator("[data-language-suggestion]");
      await expect(suggestion).toBeVisible();
      await expectNoAxeViolations(page);
      await suggestion.getByRole("link", { name: "No thanks, English" }).click();
      await expect(page).toHaveURL(/\/apply$/);
      await hydrated(page);
      await expect(page.locator("[data-language-suggestion]")).toHaveCount(0);
      expect(problems.list).toEqual([]);
    });
  }
});

test("the Nepali visit form shows the chosen date in Bikram Sambat too, fetching the calendar only then; the English one does not", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(PHONE);
  const calendar: string[] = [];
  page.on("request", (request) => {
    if (/bikram-sambat/.test(request.url())) calendar.push(request.url());
  });
  await page.goto("/ne/VisitUs");
  await hydrated(page);
  const note = page.locator("[data-bikram-sambat]");
  await expect(note).toHaveText("");
  expect(calendar).toEqual([]);
  await page.locator('input[name="preferredDate"]').fill("2027-01-01");
  await expect(note).toHaveText("विक्रम संवत्: २०८३ पुस १७, शुक्रबार");
  expect(calendar).toHaveLength(1);
  await page.locator('input[name="preferredDate"]').fill("2026-12-01");
  await expect(note).toHaveText("विक्रम संवत्: २०८३ मंसिर १५, मङ्गलबार");
  // Reloaded, the draft brings the date and its note back.
  await page.reload();
  await hydrated(page);
  await expect(note).toHaveText("विक्रम संवत्: २०८३ मंसिर १५, मङ्गलबार");
  expect(problems.list).toEqual([]);

  await page.goto("/VisitUs");
  await hydrated(page);
  await page.locator('input[name="preferredDate"]').fill("2027-01-01");
  await expect(page.locator("[data-bikram-sambat]")).toHaveCount(0);
});
