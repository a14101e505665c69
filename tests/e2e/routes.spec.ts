import { documentTitle } from "../../app/content/pages";
import { pages } from "../../app/content/pages.server";
import { pageTextsNe } from "../../app/content/pages/ne";
import { localePath } from "../../app/i18n/locale";
import type { Page } from "@playwright/test";
import {
  DESKTOP,
  PHONE,
  clippedText,
  expect,
  expectNoAxeViolations,
  hydrated,
  openAll,
  painted,
  test,
} from "./fixtures";
import { englishWordsIn, latinMarksIn, nepaliTextsOf, untranslatedIn } from "./nepali-text";

/**
 * What every page passes at a width, with its collapsibles open so that all
 * of its content is checked: no Loading overlay left once loaded, no
 * sideways scroll, no axe violations (and, in Nepali, no clipped text).
 */
async function checkAtWidth(page: Page, viewport: { width: number; height: number }, nepali: boolean) {
  await openAll(page);
  await expect(page.locator("[data-loading-overlay]")).toHaveCount(0);
  await fitsAt(page, viewport, `at ${viewport.width} px`);
  if (nepali) expect(await clippedText(page)).toEqual([]);
  await expectNoAxeViolations(page);
}

/**
 * Every width a page is held to, in one visit: a phone (and 320 px, the
 * narrowest phone), then a desktop (and, in Nepali, 200% zoom, where the
 * window holds half as many CSS pixels). One page load serves every width:
 * the layout follows the viewport without a reload, as a turned phone's does.
 */
async function checkEveryWidth(page: Page, nepali: boolean) {
  await checkAtWidth(page, PHONE, nepali);
  await fitsAt(page, { width: 320, height: 700 }, "at 320 px");
  await checkAtWidth(page, DESKTOP, nepali);
  if (nepali) {
    await fitsAt(page, { width: DESKTOP.width / 2, height: DESKTOP.height / 2 }, "at 200% zoom");
    expect(await clippedText(page)).toEqual([]);
  }
}

/** The window resized to `viewport`, and the page no wider than it there (no sideways scroll). */
async function fitsAt(page: Page, viewport: { width: number; height: number }, where: string) {
  await page.setViewportSize(viewport);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(viewport.width);
}

// Every route of requirements §2.1, at phone and desktop widths, in English and Nepali.
test.describe("every route at phone and desktop widths", () => {
  test.use({ viewport: PHONE });
  for (const { path, title } of pages) {
    test(`${path} renders, is accessible and error-free`, async ({ page, problems }) => {
      const response = await page.goto(encodeURI(path));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(documentTitle(title));
      await checkEveryWidth(page, false);
      expect(problems.list).toEqual([]);
    });
  }
  // The Nepali twins (decision 021; the e2e server runs with NEPALI_VERSION on).
  for (const { path } of pages) {
    const twin = localePath(path, "ne");
    test(`${twin} renders in Nepali, is accessible and error-free`, async ({ page, problems }) => {
      const response = await page.goto(encodeURI(twin));
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "ne");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page).toHaveTitle(documentTitle(pageTextsNe[path].title));
      expect(englishWordsIn(await page.title())).toEqual([]);
      // Every word on the page is Nepali, official names aside (tests/e2e/nepali-text.ts), its sentences end
      // in । and its numbers are in Devanagari digits; read from the page already loaded.
      const texts = await nepaliTextsOf(page, "body");
      expect(untranslatedIn(texts)).toEqual([]);
      expect(latinMarksIn(texts)).toEqual([]);
      await checkEveryWidth(page, true);
      expect(problems.list).toEqual([]);
    });
  }
});

test("the clipping check finds Devanagari cut off by a box too short for it, and passes one that fits", async ({
  page,
}) => {
  await page.setContent(
    `<p style="overflow:hidden;height:0.6em;line-height:0.9">कृपया फेरि प्रयास गर्नुहोस्</p>` +
      `<p style="overflow:hidden;line-height:1.6">पूरा देखिने वाक्य</p><p class="sr-only" style="position:absolute;width:1px;height:1px;overflow:hidden">लुकेको</p>`,
  );
  expect(await clippedText(page)).toEqual(['p.: "कृपया फेरि प्रयास गर्नुहोस्"']);
});

test.describe("without JavaScript, at a phone's width", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  for (const locale of ["en", "ne"] as const)
    test(`no page is wider than the screen (${locale})`, async ({ page }) => {
      // 34 pages in one test (one browser page is cheaper than 34 tests): more than the default minute on a busy machine.
      test.slow();
      for (const { path } of pages) {
        const address = localePath(path, locale);
        await page.goto(address);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(
          PHONE.width,
        );
      }
    });
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
});

test("the stylesheet is preloaded first; no script is requested before the page has painted", async ({
  page,
  request,
}) => {
  for (const [path, hydrates] of [
    ["/", false],
    ["/apply", true],
    ["/programs/l4dc", true],
  ] as const) {
    const html = await (await request.get(path)).text();
    const sheet = html.match(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(sheet, path).toBeTruthy();
    expect(html, path).toContain(`<link rel="preload" as="style" href="${sheet}"`);
    // worker/scripts-on-demand.ts holds the module graph back until the visitor needs it, after the first paint.
    expect(html, path).not.toContain('rel="modulepreload"');

    await page.goto(path);
    // The visitor acts once the page is on screen; the scripts wait for that.
    await painted(page);
    await hydrated(page);
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => new URL(e.name).pathname.startsWith("/assets/page-script-")),
    );
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((e) => /\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
    }));
    // The page script (app/page-script.ts, started by app/lib/page-script-start.ts) and its behaviours come on every page…
    const pageScript = scripts.filter((s) => /^\/assets\/page-(script|behaviour)-/.test(s.path));
    expect(pageScript.length, path).toBeGreaterThanOrEqual(1);
    // …a page's own modules only where it hydrates…
    expect(scripts.length - pageScript.length > 3, path).toBe(hydrates);
    // …and none is requested before the first paint.
    expect(Math.min(...scripts.map((s) => s.start)), path).toBeGreaterThanOrEqual(paint);
  }
});
