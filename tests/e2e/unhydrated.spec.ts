import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE, expect, hydrated, test } from "./fixtures";

// On a page that hydrates, the frame's text and links are kept as the server
// sent them instead of being hydrated (app/components/unhydrated.tsx): less
// work for a phone's main thread. Links load the next page as a new
// document (app/i18n/link.tsx), where the frame works as on any first load.

/** Whether React has taken the element over (hydrated or rendered it): it then carries React's own properties. */
const ownedByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));

/** Marks this document; a full page load loses the mark (a navigation within the app would keep it). */
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

  test("the footer's text and links are not hydrated", async ({ page, problems }) => {
    const footer = page.locator("footer");
    expect(await ownedByReact(footer.getByRole("link", { name: "Apply online" }))).toBe(false);
    expect(await ownedByReact(footer.locator("address").first())).toBe(false);
    expect(await ownedByReact(page.locator("header").getByRole("link").first())).toBe(false);
    expect(problems.list).toEqual([]);
  });

  test("a footer link loads the next page as a new document, and the footer works there", async ({
    page,
    problems,
  }) => {
    await markDocument(page);
    await page.locator("footer").getByRole("link", { name: "Apply online" }).click();
    await expect(page).toHaveURL(/\/apply$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online Admission Form");
    expect(await stillSameDocument(page)).toBe(false);
    await hydrated(page);
    // The page script's map card, on the new page.
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

  test("a menu link loads the next page as a new document, whose menu marks it as current", async ({
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
    expect(await stillSameDocument(page)).toBe(false);
    await hydrated(page);
    await programs.click();
    await diploma.click();
    await expect(page.getByRole("link", { name: "All Diploma Programmes" })).toHaveAttribute("aria-current", "page");
    expect(problems.list).toEqual([]);
  });
});
