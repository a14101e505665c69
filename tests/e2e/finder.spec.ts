import type { Browser, Page } from "@playwright/test";
import { finderWords } from "../../app/content/finder";
import { finderWordsNe } from "../../app/content/finder.ne";
import { programmeNames } from "../../app/content/programmes/names";
import { MOST } from "../../app/finder/query";
import { PROGRAMME_INTEREST } from "../../app/forms/contract/constants";
import { fill as fillPhrase } from "../../app/i18n/fill";
import { nepaliNumber } from "../../app/i18n/numerals";
import { type Locale, localePath } from "../../app/i18n/locale";
import { DESKTOP, PHONE, clippedText, expect, expectNoAxeViolations, hydrated, openAll, test } from "./fixtures";
import { untranslated } from "./nepali-text";

/**
 * The programme finder as a visitor uses it, in both languages, at a phone's
 * and a desktop's width, with and without JavaScript: fill the form, read
 * the answer, follow a programme's visit link and arrive at the visit form
 * with that programme ticked; the enquiry link begins its message.
 */
const FINDER = "/find-your-programme";
const wordsOf = (locale: Locale) => (locale === "ne" ? finderWordsNe : finderWords);

/** The answers a student with NEB GPA 2.8 and IELTS 5.5 gives, the result typed in the language's digits. */
async function fill(page: Page, locale: Locale) {
  const w = wordsOf(locale);
  await page.getByRole("radio", { name: w.board.options.neb }).check();
  await page.getByRole("radio", { name: w.scale.options.gpa }).check();
  await page.getByRole("textbox", { name: w.result.label }).fill(locale === "ne" ? "२.८" : "2.8");
  await page.getByRole("textbox", { name: w.ielts.label }).fill("5.5");
  await page.getByRole("checkbox", { name: w.interests.options.computing }).check();
  await page.getByRole("button", { name: w.submit }).click();
}

const scenarios = [
  { locale: "en", viewport: PHONE },
  { locale: "en", viewport: DESKTOP },
  { locale: "ne", viewport: PHONE },
  { locale: "ne", viewport: DESKTOP },
] as const;

async function pageWith(browser: Browser, javaScript: boolean, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport });
  return { context, page: await context.newPage() };
}

/**
 * axe on a page opened without JavaScript. axe runs on timers, which never
 * fire in such a page, so its HTML as it stands (the server's, no script
 * run, <noscript> parts shown as they are to this visitor) is checked in a
 * page that runs axe: served at the same address from the copy, not fetched
 * again, its scripts removed so none runs.
 */
async function expectNoAxeViolationsWithoutScripts(page: Page, browser: Browser) {
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    for (const script of copy.querySelectorAll("script")) script.remove();
    for (const noscript of copy.querySelectorAll("noscript")) noscript.replaceWith(...noscript.childNodes);
    return `<!doctype html>${copy.outerHTML}`;
  });
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const checker = await context.newPage();
  await checker.route(page.url(), (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
  await checker.goto(page.url());
  await expectNoAxeViolations(checker);
  await context.close();
}

/** axe on the page as this scenario's visitor has it. */
const expectNoAxeViolationsAsLoaded = (page: Page, browser: Browser, javaScript: boolean) =>
  javaScript ? expectNoAxeViolations(page) : expectNoAxeViolationsWithoutScripts(page, browser);

for (const { locale, viewport } of scenarios)
  for (const javaScript of [true, false])
    test(`${locale} at ${viewport.width} px, ${javaScript ? "with" : "without"} JavaScript: answer, then the visit form with the programme ticked`, async ({
      browser,
      baseURL,
    }) => {
      const w = wordsOf(locale);
      const { context, page } = await pageWith(browser, javaScript, viewport);
      const response = await page.goto(`${baseURL}${localePath(FINDER, locale)}`);
      expect(response?.status()).toBe(200);
      if (javaScript) await hydrated(page);
      // The empty page is indexed; it carries no form's React (a reading page).
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await fill(page, locale);

      await expect(page).toHaveURL(/\?board=neb&scale=gpa&result=/);
      await expect(page.getByRole("heading", { name: w.answer.heading })).toBeVisible();
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
      // Open now: the degree (GPA 2.8 ≥ 1.5); after a step: a Level 5 diploma; ask: the Level 4 Diploma's 50%.
      const now = page.locator('[data-finder-group="now"]');
      await expect(now.locator('[data-finder-programme="business-computing"]')).toBeVisible();
      await expect(now).toContainText(w.answer.now.lead);
      await expect(page.locator('[data-finder-group="step"] [data-finder-programme="l5dc"]')).toBeVisible();
      await expect(page.locator('[data-finder-group="ask"] [data-finder-programme="l4dc"]')).toBeVisible();
      await expect(page.locator("[data-finder-note]")).toHaveText(w.answer.note);
      await expectNoAxeViolationsAsLoaded(page, browser, javaScript);

      // The enquiry link begins the message, in the page's language.
      const programme = now.locator('[data-finder-programme="business-computing"]');
      const enquiry = await programme.locator("[data-finder-enquiry]").getAttribute("href");
      const visit = programme.locator("[data-finder-visit]");
      await visit.click();
      await expect(page).toHaveURL(new RegExp(`${localePath("/VisitUs", locale)}\\?programme=business-computing`));
      await expect(
        page.locator(`input[type="checkbox"][value="${PROGRAMME_INTEREST["business-computing"]}"]`),
      ).toBeChecked();
      await expect(page.locator('input[type="checkbox"]:checked')).toHaveCount(1);
      // The page the link leads to, as it arrives (the answer's page was checked above).
      await expectNoAxeViolationsAsLoaded(page, browser, javaScript);

      await page.goto(`${baseURL}${enquiry}`);
      const message = locale === "ne" ? "सन्देश" : "Message";
      await expect(page.getByRole("textbox", { name: message })).toHaveValue(
        w.enquiryMessage.replace("{name}", programmeNames["business-computing"]),
      );
      await context.close();
    });

test.describe("the finder's checks", () => {
  test.use({ viewport: DESKTOP });

  test("an impossible result is a message on the page, never an error page", async ({ page }) => {
    for (const [query, message] of [
      ["board=neb&scale=gpa&result=4.5", finderWords.errors.gpaAbove],
      ["board=cbse&scale=percent&result=101", finderWords.errors.percentAbove],
      ["board=cbse&scale=percent&result=-5", finderWords.errors.negative],
    ] as const) {
      const response = await page.goto(`${FINDER}?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.locator("[data-finder-errors]")).toContainText(message);
      await expect(page.getByRole("textbox", { name: finderWords.result.label })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(page.locator("[data-finder-programme]")).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test("an answer in every group, in Nepali, is all Nepali, unclipped, accessible and error-free", async ({
    page,
    problems,
  }) => {
    // NEB GPA 1.2 with no English score and three years of work: every group has programmes (requirements §9).
    const response = await page.goto(`/ne${FINDER}?board=neb&scale=gpa&result=1.2&experience=3`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    for (const group of ["now", "step", "ask", "closed"])
      await expect(
        page.locator(`[data-finder-group="${group}"] [data-finder-programme]`).first(),
        group,
      ).toBeAttached();
    await openAll(page);
    expect(await untranslated(page, "main")).toEqual([]);
    expect(await clippedText(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    expect(await clippedText(page)).toEqual([]);
    await expectNoAxeViolations(page);
    expect(problems.list).toEqual([]);
  });

  test("the Nepali page says so in Nepali, reading Devanagari digits", async ({ page }) => {
    const response = await page.goto(`/ne${FINDER}?board=neb&scale=gpa&result=${encodeURIComponent("४.५")}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-finder-errors]")).toContainText(finderWordsNe.errors.gpaAbove);
    // A kind of result the board does not give, and a count past the form's most (quoted in Nepali digits).
    await page.goto(`/ne${FINDER}?board=cbse&scale=gpa&result=3`);
    await expect(page.locator("[data-finder-errors]")).toContainText(finderWordsNe.errors.cbsePercent);
    await expect(page.locator('input[name="scale"]').first()).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[data-finder-programme]")).toHaveCount(0);
    await page.goto(`/ne${FINDER}?board=a-levels&scale=passes&result=${MOST.passesAbove + 1}`);
    await expect(page.locator("[data-finder-errors]")).toContainText(
      fillPhrase(finderWordsNe.errors.passesAbove, { most: nepaliNumber(MOST.passesAbove) }),
    );
  });

  test("a visit form begun days ago comes back with the finder's programme ticked beside its own", async ({ page }) => {
    const interest = (slug: keyof typeof PROGRAMME_INTEREST) =>
      page.locator(`input[type="checkbox"][value="${PROGRAMME_INTEREST[slug]}"]`);
    await page.goto("/VisitUs");
    await hydrated(page);
    await page.getByLabel("Full name").fill("Sita Sharma");
    await interest("l4dc").check();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("draft:visit")))
      .toContain(PROGRAMME_INTEREST.l4dc);

    await page.goto(`${FINDER}?board=neb&scale=gpa&result=2.8&ielts=5.5&interest=computing`);
    await page.locator('[data-finder-programme="business-computing"] [data-finder-visit]').click();
    await expect(page).toHaveURL(/\/VisitUs\?programme=business-computing(#|$)/);
    await hydrated(page);
    // The draft is back (its name restored means its ticks are too), with the link's programme still ticked.
    await expect(page.getByLabel("Full name")).toHaveValue("Sita Sharma");
    await expect(interest("business-computing")).toBeChecked();
    await expect(interest("l4dc")).toBeChecked();
    await expect(page.locator('input[type="checkbox"]:checked')).toHaveCount(2);
  });

  test("a student with the SEE and no Grade 12 yet gets an answer, without JavaScript", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWith(browser, false, PHONE);
    await page.goto(`${baseURL}${FINDER}`);
    await page.getByRole("radio", { name: finderWords.board.options.see }).check();
    await page.getByRole("checkbox", { name: finderWords.interests.options.computing }).check();
    await page.getByRole("button", { name: finderWords.submit }).click();
    await expect(page).toHaveURL(/\?board=see&/);
    await expect(page.locator("[data-finder-errors]")).toHaveCount(0);
    const l3dc = page.locator('[data-finder-group="step"] [data-finder-programme="l3dc"]');
    await expect(l3dc).toContainText(finderWords.reasons.schoolSee.replace("{grade}", "10"));
    await expect(
      page.locator('[data-finder-group="closed"] [data-finder-programme="business-computing"]'),
    ).toContainText(finderWords.reasons.grade12Needed);
    await context.close();
  });

  test("the language switcher keeps the answer, without JavaScript, both ways", async ({ browser, baseURL }) => {
    const { context, page } = await pageWith(browser, false, DESKTOP);
    const query = "board=neb&scale=gpa&result=2.8&ielts=5.5&interest=computing";
    await page.goto(`${baseURL}${FINDER}?${query}`);
    for (const locale of ["ne", "en"] as const) {
      await page.locator("header [data-language-switcher]").click();
      await expect(page).toHaveURL(`${baseURL}${localePath(FINDER, locale)}?${query}`);
      await expect(page.getByRole("heading", { name: wordsOf(locale).answer.heading })).toBeVisible();
      await expect(
        page.locator('[data-finder-group="now"] [data-finder-programme="business-computing"]'),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: wordsOf(locale).result.label })).toHaveValue("2.8");
    }
    await context.close();
  });

  test("the home page, the menu, both listings and the admissions page lead to the finder", async ({ page }) => {
    for (const path of ["/", "/Diplomas", "/ShortCourses", "/administration/admissions"]) {
      await page.goto(path);
      await expect(page.locator(`main a[href="${FINDER}"]`).first(), path).toBeVisible();
    }
    await expect(page.locator(`nav a[href="${FINDER}"]`).first()).toBeAttached();
  });
});
