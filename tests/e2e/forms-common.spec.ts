import type { Page } from "@playwright/test";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { deliveredOnce, ENQUIRY_PAGE, kathmanduToday, marker, reload, standin } from "./forms-helpers";

// What all three forms share — they work before (and without)
// JavaScript, and at 320 px wide with every error showing.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry form posts natively and the college receives it", async ({ page }) => {
    await page.goto(ENQUIRY_PAGE);
    const id = marker();
    await standin.control(id); // answered "ok" whatever other tests set
    const f = page.locator('form[data-form="enquiry"]');
    await expect(f).toHaveAttribute("method", "post");
    await expect(f).toHaveAttribute("action", "/api/enquiry");
    await f.getByLabel("Name").fill("Bina Gurung");
    await f.getByLabel("Email").fill("bina@example.com");
    await f.getByLabel("Contact number").fill("9800000003");
    await f.getByLabel("Message").fill(`No script here ${id}`);
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Thank you! Our college office will contact you soon.")).toBeVisible();
    const row = await deliveredOnce("enquiry", (r) => String(r.message).includes(id));
    expect(row).toMatchObject({ name: "Bina Gurung", email: "bina@example.com", contactNo: "9800000003" });
  });

  test("the admission form keeps its native multipart post", async ({ page }) => {
    await page.goto("/apply");
    const f = page.locator('form[data-form="admission"]');
    await expect(f).toHaveAttribute("enctype", "multipart/form-data");
    await expect(f).toHaveAttribute("action", "/api/admission");
    await expect(f.locator('input[type="file"][name="academicPapers"]')).toHaveAttribute("multiple", "");
  });
});

for (const [path, name] of [
  ["/VisitUs", "visit"],
  ["/apply", "admission"],
  [ENQUIRY_PAGE, "enquiry"],
] as const) {
  test(`${path}: no sideways scrolling at 320 px, errors showing`, async ({ page, problems }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    await hydrated(page);
    await page.locator(`form[data-form="${name}"]`).scrollIntoViewIfNeeded();
    await page.locator(`form[data-form="${name}"] button[type="submit"]`).click();
    await expect(page.locator(`form[data-form="${name}"] [aria-invalid="true"]`).first()).toBeFocused();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.list).toEqual([]);
  });
}

test("the success dialog keeps keyboard focus inside until closed", async ({ page }) => {
  await page.goto(ENQUIRY_PAGE);
  await hydrated(page);
  const f = page.locator('form[data-form="enquiry"]');
  await f.getByLabel("Name").fill("Keyboard User");
  await f.getByLabel("Email").fill("keys@example.com");
  await f.getByLabel("Contact number").fill("9800000004");
  const id = marker();
  await standin.control(id);
  await f.getByLabel("Message").fill(`Tab test ${id}`);
  await f.getByLabel("Message").focus();
  await page.keyboard.press("Tab"); // past the privacy notice's link, beside the button
  await expect(f.getByRole("link", { name: /how we handle your details/ })).toBeFocused();
  await page.keyboard.press("Tab"); // to the submit button
  await expect(f.getByRole("button", { name: "Submit" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(
      await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body),
    ).toBe(true);
  }
  await dialog.getByRole("button", { name: "OK" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(f.getByRole("button", { name: "Submit" })).toBeFocused();
});

for (const [path, name] of [
  ["/VisitUs", "visit"],
  ["/apply", "admission"],
  [ENQUIRY_PAGE, "enquiry"],
] as const) {
  test(`${path}: no axe violations at 1366 px with every error showing`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await hydrated(page);
    await page.locator(`form[data-form="${name}"]`).scrollIntoViewIfNeeded();
    await page.locator(`form[data-form="${name}"] button[type="submit"]`).click();
    await expect(page.locator(`form[data-form="${name}"] [aria-invalid="true"]`).first()).toBeFocused();
    await expectNoAxeViolations(page);
  });
}

/** Press Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, matches: (el: { name: string; value: string; type: string }) => boolean, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLInputElement | null;
      return { name: a?.name ?? "", value: a?.value ?? "", type: a?.type ?? "" };
    });
    if (matches(el)) return;
  }
  throw new Error("never reached the control by Tab");
}

test("the visit form can be completed with the keyboard alone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/VisitUs");
  await hydrated(page);
  const id = marker();
  await standin.control(id);
  await page.locator('form[data-form="visit"] [name="fullName"]').focus();
  await page.keyboard.type("Keyboard Visitor");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keys@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("9800000005");
  await tabTo(page, (el) => el.value === "Viber");
  await page.keyboard.press("Space");
  await tabTo(page, (el) => el.value === "L3IFDHES");
  await page.keyboard.press("Space");
  await tabTo(page, (el) => el.name === "connectionMethod");
  await page.keyboard.press("ArrowDown"); // radios: arrows move and select
  await tabTo(page, (el) => el.name === "preferredDate");
  const [y, m, d] = kathmanduToday().split("-");
  await page.keyboard.type(`${m}${d}${y}`); // Chromium's en-US date field order
  await tabTo(page, (el) => el.value.startsWith("Evening"));
  await page.keyboard.press("Space");
  await tabTo(page, (el) => el.name === "message");
  await page.keyboard.type(`By keyboard ${id}`);
  await tabTo(page, (el) => el.value === "Event / Seminar");
  await page.keyboard.press("Space");
  await tabTo(page, (el) => el.type === "submit");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const row = await deliveredOnce("visit", (r) => String(r.message).includes(id));
  expect(row).toMatchObject({
    fullName: "Keyboard Visitor",
    preferredContactMethod: ["Viber"],
    interests: ["L3IFDHES"],
    preferredDate: kathmanduToday(),
    preferredTimeSlot: ["Evening (3 PM – 6 PM)"],
    howHeard: ["Event / Seminar"],
  });
  expect(["Request Online Counselling", "Schedule a Campus Visit"]).toContain(row.connectionMethod);
});

// The zod rules are not part of a page's first load (forms/lazy-schemas.ts).
test.describe("validation rules load with the first focus", () => {
  const isRules = (url: string | URL) => /\/assets\/schemas-[\w-]+\.js$/.test(String(url));

  test("not with the page; a submit on the spot still shows requirements §5's messages", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (req) => {
      if (isRules(req.url())) loaded.push(req.url());
    });
    await page.goto("/apply");
    await hydrated(page);
    expect(loaded).toEqual([]);
    const f = page.locator('form[data-form="admission"]');
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByText("Valid email is required!")).toBeVisible();
    await expect(f.getByText("Student Name is required!")).toBeVisible();
    expect(loaded).toHaveLength(1);
  });

  test("if the rules cannot load, the API's answer shows the same messages in place", async ({ page }) => {
    await page.route(isRules, (route) => route.abort());
    await page.goto(ENQUIRY_PAGE);
    await hydrated(page);
    const f = page.locator('form[data-form="enquiry"]');
    await f.scrollIntoViewIfNeeded();
    await f.getByLabel("Name").fill("Bina Gurung");
    await f.getByLabel("Email").fill("not an address");
    await f.getByRole("button", { name: "Submit" }).click();
    await expect(f.getByText("Please enter a valid email address!")).toBeVisible();
    await expect(f.getByText("Contact number is required!")).toBeVisible();
    await expect(f.getByLabel("Name")).toHaveValue("Bina Gurung");
  });
});

// A draft holds personal data, perhaps on a shared computer.
test("a draft expires 7 days after the last edit: then it is deleted, not restored", async ({ page, problems }) => {
  const DAY = 24 * 60 * 60 * 1000;
  const t0 = Date.UTC(2026, 10, 2, 9, 0, 0);
  // Date.now() is the test's; timers still run, so the page works as usual.
  await page.clock.setFixedTime(t0);
  await page.goto("/VisitUs");
  await hydrated(page);
  const f = page.locator('form[data-form="visit"]');
  const stored = () => page.evaluate(() => localStorage.getItem("draft:visit"));
  await f.getByLabel("Full name").fill("Ram Thapa");
  await f.getByRole("checkbox", { name: "Viber" }).check();
  expect(JSON.parse((await stored()) ?? "null")).toMatchObject({
    expires: t0 + 7 * DAY,
    fields: { fullName: "Ram Thapa", preferredContactMethod: ["Viber"] },
  });

  // A minute before it expires: restored.
  await page.clock.setFixedTime(t0 + 7 * DAY - 60_000);
  await reload(page);
  await expect(f.getByLabel("Full name")).toHaveValue("Ram Thapa");
  await expect(f.getByRole("checkbox", { name: "Viber" })).toBeChecked();

  // A minute after: deleted from storage, and the form stays empty.
  await page.clock.setFixedTime(t0 + 7 * DAY + 60_000);
  await reload(page);
  await expect.poll(stored).toBeNull();
  await expect(f.getByLabel("Full name")).toHaveValue("");
  await expect(f.getByRole("checkbox", { name: "Viber" })).not.toBeChecked();

  // A draft stored before drafts had an expiry is treated as expired.
  await page.evaluate(() => localStorage.setItem("draft:visit", JSON.stringify({ fullName: "Left Behind" })));
  await reload(page);
  await expect.poll(stored).toBeNull();
  await expect(f.getByLabel("Full name")).toHaveValue("");
  expect(problems.list).toEqual([]);
});
