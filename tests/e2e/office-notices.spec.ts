import type { Page } from "@playwright/test";
import { POPUP_SEEN_KEY } from "../../app/content/home-settings";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { ADMIN, officeServer } from "./office-server";
import { officePicture as picture } from "./office-pictures";

/**
 * The office's notices page (/office/notices) on a phone, on a server of
 * its own: the office writes a notice with a PDF, previews it in both
 * languages, publishes it pinned and as the popup, and it is on the board,
 * in the home page's ticker and its popup; ended, it leaves all three.
 * With OFFICE_SCREENSHOTS=1 it also takes the office guide's pictures of
 * the page (docs/office/).
 */
test.describe.configure({ mode: "serial" });

const server = officeServer(90);
// The fixtures answer requests to any other origin with an empty 204 (the closed network): this server is the origin.
test.use({ baseURL: server.site, viewport: PHONE });

// The server is this spec's own, with its own notices: the title needs no mark of the run.
const TITLE = { en: "Entrance test on Friday", ne: "शुक्रबार प्रवेश परीक्षा" };
const BODY = "Bring your admit card.\n\n- Arrive at 9:30\n- <b>not bold</b>";
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** The home page as a new visit sees it, from the site's page open now (the popup opens once per browser session). */
async function home(page: Page) {
  await page.evaluate((key) => sessionStorage.removeItem(key), POPUP_SEEN_KEY);
  await page.goto("/");
}

/** Signs in to the office with the token, as a member of staff named Sita Sharma. */
async function signIn(page: Page) {
  await page.goto("/office");
  await page.getByLabel("Your name").fill("Sita Sharma");
  await page.getByLabel("Office token").fill(ADMIN);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the office writes a notice with a PDF, previews, publishes and ends it: the board, ticker and popup follow", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Notices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  // The first notices (today's ticker lines and popup) are published already.
  await expect(page.getByRole("heading", { level: 2, name: /^Published \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await picture(page, "docs/office/notices.png");

  await page.getByRole("link", { name: "Write a new notice" }).click();
  await page.getByLabel("Title in English").fill(TITLE.en);
  await page.getByLabel("Title in Nepali").fill(TITLE.ne);
  await page.getByLabel("Text in English").fill(BODY);
  await page.getByLabel("Category").selectOption("admissions");
  await page.getByLabel(/^Pin it/).check();
  await page.getByLabel(/first-visit popup/).check();
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview (not saved)" });
  await expect(preview.getByRole("heading", { level: 1, name: TITLE.en })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name: TITLE.ne })).toBeVisible();
  // Typed markup is text; the Nepali page shows the English body marked as English.
  await expect(preview.getByText("<b>not bold</b>").first()).toBeVisible();
  await expect(preview.locator('.prose[lang="en"]')).toContainText("Arrive at 9:30");
  // Nothing was saved, and what was typed is still in the form.
  await expect(page.getByLabel("Title in English")).toHaveValue(TITLE.en);
  await expectNoAxeViolations(page);
  await picture(page, "docs/office/notice-preview.png", preview);

  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/office\/notices\/\d+\?done=created$/);
  // Created without a publish time: a draft until its file is on and it is published.
  await expect(page.getByRole("status")).toContainText("It is a draft, shown nowhere");
  await page
    .getByLabel("Add a file")
    .setInputFiles({ name: "Admit card rules.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Add the file" }).click();
  await expect(page.getByRole("status")).toHaveText("The file was added.");
  // The link says the file's name as it was, not the name it is served under.
  await expect(page.getByRole("link", { name: "Admit card rules" })).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the site shows it within a minute.");
  await expectNoAxeViolations(page);
  await picture(page, "docs/office/notice.png", page.getByRole("region", { name: /^Now:/ }));
  const office = page.url().replace(/\?.*$/, "");

  await page.goto("/notices");
  await page.getByRole("link", { name: TITLE.en }).click();
  await expect(page.getByRole("link", { name: "Admit card rules" })).toHaveAttribute(
    "href",
    /\/Admit-card-rules\.pdf$/,
  );
  await home(page);
  await expect(page.locator("[data-ticker]")).toContainText(TITLE.en);
  await expect(dialog(page, TITLE.en)).toBeVisible();

  await page.goto(office);
  await page.getByRole("button", { name: "End now" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Ended:/);
  await page.goto("/notices");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE.en })).toHaveCount(0);
  await home(page);
  await expect(page.locator("[data-ticker]")).toBeVisible();
  await expect(page.locator("[data-ticker]")).not.toContainText(TITLE.en);
  // The popup is the first notices' again.
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(dialog(page, TITLE.en)).toHaveCount(0);

  // The delete asks first; the version list shows each save with who made it.
  await page.goto(office);
  await expect(page.getByRole("region", { name: "Earlier versions" })).toContainText("Sita Sharma (office token)");
  await page.getByRole("link", { name: "Delete this notice" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delete “${TITLE.en}”?`);
  await expectNoAxeViolations(page);
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("the list, a notice's page and the new notice's form have no axe violations", async ({ page }) => {
    await signIn(page);
    await page.goto("/office/notices");
    await expect(page.getByRole("heading", { level: 2, name: /^Published \(\d+\)$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Write a new notice" }).click();
    await expect(page.getByLabel("Title in English")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/office/notices");
    const published = page.getByRole("region", { name: /^Published/ });
    await published.getByRole("link").first().click();
    await expect(page.getByRole("button", { name: "End now" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
