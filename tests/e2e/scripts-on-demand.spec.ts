import type { Page } from "@playwright/test";
import { popup } from "../../app/content/home";
import { DESKTOP, expect, PHONE, test } from "./fixtures";

// A page's scripts start when the visitor needs them (worker/scripts-on-demand.ts,
// decision 025): a page that is only read costs what it would without them,
// and what it does untouched (the popup, a draft to restore, counters in
// view) still happens. The Worker's half is proven in worker/scripts-on-demand.test.ts.

/** The scripts the page has requested so far (its modules and its hydration data). */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );

/** Resolves once the page has loaded and the browser has had an idle moment since. */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test.describe("at a phone's width", () => {
  test.use({ viewport: PHONE });

  for (const path of ["/programs/l4dc", "/apply", "/contact", "/about/gallary"]) {
    test(`${path}, only read, requests no script and is complete`, async ({ page, problems }) => {
      await page.goto(path);
      await loadedAndIdle(page);
      expect(await scripts(page)).toEqual([]);
      expect(await isHydrated(page)).toBe(false);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  }

  test("the home page's first-visit popup opens and closes with every script of the page refused", async ({ page }) => {
    // The loader is inline; the page's modules and data are not, and none may load.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: popup.heading });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("mbc-home-popup-seen"))).toBe("1");
    // Closing it is the browser's own: a method="dialog" form.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
  });

  test("a tap on the menu before the scripts run opens it once they have", async ({ page, problems }) => {
    await page.goto("/programs/l4dc");
    await loadedAndIdle(page);
    expect(await scripts(page)).toEqual([]);
    const hamburger = page.getByRole("button", { name: "Menu" });
    // The tap starts the scripts; nothing listens yet, so the loader gives it again once React does.
    await hamburger.click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    expect(await isHydrated(page)).toBe(true);
    // Given once, not twice: the menu stays open.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(problems.list).toEqual([]);
  });

  test("what is typed before the scripts run is kept once they have, and saved as a draft", async ({ page }) => {
    await page.goto("/VisitUs");
    await loadedAndIdle(page);
    const form = page.locator('form[data-form="visit"]');
    // fill() types with no key events: the edit itself starts the scripts.
    await form.getByLabel("Full name").fill("Sita Gurung");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(form.getByLabel("Full name")).toHaveValue("Sita Gurung");
    await form.getByLabel("Full name").fill("Sita Gurung Rai");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("draft:visit"))).toContain("Sita Gurung Rai");
  });

  test("a draft to restore starts the scripts untouched, and the form shows it", async ({ page }) => {
    await page.goto("/VisitUs");
    await page.evaluate(() =>
      localStorage.setItem(
        "draft:visit",
        JSON.stringify({ expires: Date.now() + 60 * 60 * 1000, fields: { fullName: "Hari Shrestha" } }),
      ),
    );
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator('form[data-form="visit"]').getByLabel("Full name")).toHaveValue("Hari Shrestha");
  });
});

test("a part that acts in view starts the scripts when it is in view, untouched", async ({ page }) => {
  // A screen tall enough to show the home page's counters at once.
  await page.setViewportSize({ width: DESKTOP.width, height: 4000 });
  await page.addInitScript(() => sessionStorage.setItem("mbc-home-popup-seen", "1"));
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect((await scripts(page)).length).toBeGreaterThan(3);
});
