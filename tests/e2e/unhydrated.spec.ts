import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE, expect, hydrated, test } from "./fixtures";

// The frame's text and links are kept as the server sent them on a first
// load instead of being hydrated (app/components/unhydrated.tsx): less work
// for a phone's main thread, and links that still navigate within the app.

/** Whether React has taken the element over (hydrated or rendered it): it then carries React's own properties. */
const ownedByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/** Marks this document; a full page load loses the mark, a client-side navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

// Every test starts from a first load of the contact page, the frame's parts unhydrated.
test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the footer's text and links are not hydrated, while its map button is", async ({ page, problems }) => {
    const footer = page.locator("footer");
    expect(await ownedByReact(footer.getByRole("link", { name: "Apply online" }))).toBe(false);
    expect(await ownedByReact(footer.locator("address").first())).toBe(false);
    expect(await ownedByReact(footer.getByRole("button", { name: "Show map" }))).toBe(true);
    expect(await ownedByReact(page.locator("header").getByRole("link").first())).toBe(false);
    expect(problems.list).toEqual([]);
  });

  test("a footer link navigates within the app, and the footer keeps working on the next page", async ({
    page,
    problems,
  }) => {
    await markDocument(page);
    await page.locator("footer").getByRole("link", { name: "Apply online" }).click();
    await expect(page).toHaveURL(/\/apply$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Admission Form");
    expect(await stillSameDocument(page)).toBe(true);
    // Rendered by React now that the first load is over: the map card still opens.
    await page.locator("footer").getByRole("button", { name: "Show map" }).click();
    await expect(page.locator("footer iframe")).toBeVisible();
    expect(problems.list).toEqual([]);
  });

  test("the desktop menu is not hydrated, and widened to a desktop it works", async ({ page, problems }) => {
    const programs = page.locator('[data-desktop-menu] details[data-menu-key="Programs"]');
    expect(await ownedByReact(programs)).toBe(false);
    await page.setViewportSize(DESKTOP);
    await programs.locator(":scope > summary").hover();
    await expect(programs).toHaveAttribute("open", "");
    await expect(page.locator("#menu-programs")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(programs).not.toHaveAttribute("open");
    expect(problems.list).toEqual([]);
  });

  test("a click with a modifier is left to the browser", async ({ page }) => {
    const opened = page.context().waitForEvent("page");
    await page
      .locator("footer")
      .getByRole("link", { name: "Apply online" })
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/apply$/);
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("a menu link navigates within the app, and the menu then marks the new page as current", async ({
    page,
    problems,
  }) => {
    await markDocument(page);
    const programs = page.locator('[data-desktop-menu] details[data-menu-key="Programs"] > summary');
    const diploma = page.locator('[data-desktop-menu] details[data-menu-key="Programs/Diploma"] > summary');
    await programs.click();
    await diploma.click();
    const link = page.getByRole("link", { name: "All Diploma Programmes" });
    expect(await ownedByReact(link)).toBe(false);
    await link.click();
    await expect(page).toHaveURL(/\/Diplomas$/);
    expect(await stillSameDocument(page)).toBe(true);
    await programs.click();
    await diploma.click();
    await expect(page.getByRole("link", { name: "All Diploma Programmes" })).toHaveAttribute("aria-current", "page");
    expect(problems.list).toEqual([]);
  });
});
