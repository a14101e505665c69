import type { Page } from "@playwright/test";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/**
 * Helpers shared by the specs of the content pages (academic, administration,
 * admission, about, contact): opening their collapsibles, and the checks
 * every such page passes.
 */

/** Opens every collapsible so axe and the assertions see all content. */
export async function openAll(page: Page) {
  const closed = page.locator("[data-collapsible]:not([open]) > summary");
  for (let n = await closed.count(); n > 0; n--) await closed.first().click();
  await expect(closed).toHaveCount(0);
}

/**
 * Hydration without Playwright's rAF polling (which stalls under a paused
 * fake clock). A key press that does nothing starts the scripts, as a
 * visitor's first touch would (worker/scripts-on-demand.ts); a page that
 * does not hydrate has none to start.
 */
export async function hydratedNoRaf(page: Page) {
  await page.keyboard.press("Shift");
  await expect
    .poll(() => page.evaluate(() => !("__reactRouterContext" in window) || "__reactRouterRouteModules" in window))
    .toBe(true);
}

/**
 * One test per page, at phone and desktop widths: one h1, no axe violations
 * with its collapsibles open, no Loading overlay left, no sideways scroll at
 * 320 px and no console errors.
 */
export function testEveryPage(paths: readonly string[]) {
  test.describe("every page", () => {
    for (const path of paths) {
      test(`${path}: one h1, no axe violations with collapsibles open, no sideways scroll, no console errors`, async ({
        page,
        problems,
      }) => {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator("h1")).toHaveCount(1);
          await openAll(page);
          await expect(page.locator("[data-loading-overlay]")).toHaveCount(0);
          await expectNoAxeViolations(page);
          if (viewport === PHONE) {
            await page.setViewportSize({ width: 320, height: 700 });
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
          }
        }
        // An image still loading when the test navigates to the next width is
        // aborted by that navigation: the test's doing, not the page's.
        expect(problems.list.filter((p) => !p.endsWith("net::ERR_ABORTED"))).toEqual([]);
      });
    }
  });
}

/**
 * A test per page and width (phone, desktop): no axe violations with its
 * collapsibles open and no console errors; then one test that none of the
 * pages scrolls sideways at 320 px.
 */
export function testAccessibleAtEveryWidth(paths: readonly string[]) {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport });
      for (const path of paths) {
        test(`${path}: no axe violations with collapsibles open, no errors`, async ({ page, problems }) => {
          await page.goto(path);
          await hydrated(page);
          await openAll(page);
          await expectNoAxeViolations(page);
          expect(problems.list).toEqual([]);
        });
      }
    });
  }

  test("no horizontal scroll at 320px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of paths) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(320);
    }
  });
}
