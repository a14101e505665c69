import type { Page } from "@playwright/test";
import { sampleApplicant, sampleVisitContact } from "../fixtures/sample-applicant";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import {
  deliveredOnce,
  expectErrorStatus,
  holdPosts,
  kathmanduToday,
  marker,
  reload,
  serverCannotKeep,
  standin,
  watchPosts,
} from "./forms-helpers";

// requirements §3 (fields and options), §4, §5: the visit request form on /VisitUs.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/VisitUs");
  await hydrated(page);
});

const form = (page: Page) => page.locator('form[data-form="visit"]');

async function fillValid(page: Page, message: string) {
  const f = form(page);
  await f.getByLabel("Full name").fill(sampleApplicant.name);
  await f.getByLabel("Email address").fill(sampleApplicant.email);
  await f.getByLabel("Phone number").fill(sampleApplicant.phone);
  await f.getByRole("checkbox", { name: "WhatsApp" }).check();
  await f.getByRole("checkbox", { name: "Email" }).check();
  await f.getByRole("checkbox", { name: "BSc (Hons) BCIS" }).check();
  await f.getByRole("radio", { name: "Schedule a Campus Visit" }).check();
  await f.getByLabel("Preferred date").fill(kathmanduToday());
  await f.getByRole("checkbox", { name: "Morning (9:00 AM – 12:00 PM)" }).check();
  await f.getByLabel("Anything else we should know?").fill(message);
  await f.getByRole("checkbox", { name: "Facebook / Instagram" }).check();
}

test("the options are exactly requirements §3's, the date's minimum is today in Kathmandu", async ({ page }) => {
  const f = form(page);
  const names = async (role: "checkbox" | "radio", group: string) =>
    f
      .getByRole("group", { name: group })
      .getByRole(role)
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  expect(await names("checkbox", "How should we contact you?")).toEqual([
    "Phone Call",
    "Email",
    "WhatsApp",
    "Viber",
    "SMS",
    "Other",
  ]);
  expect(await names("radio", "What would you like to do?")).toEqual([
    "Schedule a Campus Visit",
    "Request Online Counselling",
    "Request Phone Callback",
    "General Information Only",
  ]);
  expect(await names("checkbox", "Which programmes interest you?")).toHaveLength(11);
  // The slots send requirements §3's values, but are shown within the office's hours (it closes at 5 PM).
  expect(await names("checkbox", "Preferred time")).toEqual([
    "Morning (9 AM – 12 PM)",
    "Afternoon (12 PM – 3 PM)",
    "Evening (3 PM – 6 PM)",
  ]);
  const slots = f.getByRole("group", { name: "Preferred time" });
  await expect(slots.locator("label")).toHaveText([
    "Morning (9:00 AM – 12:00 PM)",
    "Afternoon (12:00 PM – 3:00 PM)",
    "Late afternoon (3:00 PM – 5:00 PM)",
  ]);
  await expect(page.locator("main")).not.toContainText("6 PM");
  expect(await names("checkbox", "How did you hear about us?")).toEqual([
    "Google / Website",
    "Facebook / Instagram",
    "Friend / Family",
    "School / College",
    "Event / Seminar",
    "Other",
  ]);
  await expect(f.getByLabel("Preferred date")).toHaveAttribute("min", kathmanduToday());
});

test("every requirements §5 message appears in place, with focus on the first", async ({ page, problems }) => {
  const posts = watchPosts(page, "visit");
  const f = form(page);
  await f.getByRole("button", { name: "Submit" }).click();
  for (const message of [
    "Full Name is required!",
    "Valid Email Address is required!",
    "Valid Phone Number is required!",
    "At least one contact method is required!",
    "At least one interest is required!",
    "Connection method is required!",
    "Preferred date is required!",
    "At least one time slot",
    "Please select how you heard about us!",
  ]) {
    await expect(f.getByText(message)).toBeVisible();
  }
  await expect(f.getByLabel("Full name")).toBeFocused();
  await expect(f.getByLabel("Full name")).toHaveAccessibleDescription("Full Name is required!");
  await expect(f.getByRole("group", { name: "Which programmes interest you?" })).toHaveAccessibleDescription(
    "At least one interest is required!",
  );
  await expect(f.getByRole("status")).toHaveText("");
  await expectNoAxeViolations(page);

  await f.getByLabel("Phone number").fill("98000"); // fewer than 10 digits
  await f.getByLabel("Full name").fill("Ram");
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(f.getByText("Valid Phone Number is required!")).toBeVisible();
  await expect(f.getByText("Full Name is required!")).toHaveCount(0);
  await expect(f.getByLabel("Email address")).toBeFocused();
  expect(posts).toHaveLength(0); // invalid input never leaves the browser
  expect(problems.list).toEqual([]);
});

test("in flight: submitting state; then modal with a reference, cleared form and draft, one complete row", async ({
  page,
  problems,
}) => {
  const id = marker();
  await standin.control(id);
  await fillValid(page, `Parking? ${id}`);
  const f = form(page);
  const held = await holdPosts(page, "visit");
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(f.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(f.getByRole("status")).toHaveText("Hold on till Submitting...");
  held.release();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole("heading")).toBeVisible();
  await expect(dialog).toContainText("The college has received your visit request.");
  await expect(dialog.locator("[data-reference]")).toHaveText(/^MBC-[0-9A-F]{8}$/);
  await expectNoAxeViolations(page);
  await expect(f.getByLabel("Full name")).toHaveValue("");
  await expect(f.getByRole("checkbox", { name: "WhatsApp" })).not.toBeChecked();
  await expect(f.getByRole("radio", { name: "Schedule a Campus Visit" })).not.toBeChecked();

  const row = await deliveredOnce("visit", (r) => String(r.message).includes(id));
  expect(row).toMatchObject({
    ...sampleVisitContact(),
    preferredContactMethod: ["Email", "WhatsApp"],
    interests: ["BSc (Hons) BCIS"],
    connectionMethod: "Schedule a Campus Visit",
    preferredDate: kathmanduToday(),
    preferredTimeSlot: ["Morning (9 AM – 12 PM)"],
    message: `Parking? ${id}`,
    howHeard: ["Facebook / Instagram"],
  });

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(f.getByRole("button", { name: "Submit" })).toBeFocused();
  await reload(page);
  await expect(form(page).getByLabel("Full name")).toHaveValue("");
  expect(problems.list).toEqual([]);
});

test("server cannot keep it: Error: in red, every answer kept; after a reload the retry carries the same id", async ({
  page,
  problems,
}) => {
  const id = marker();
  await standin.control(id);
  await fillValid(page, `Keep me ${id}`);
  const f = form(page);
  const refusing = await serverCannotKeep(page, "visit");
  await f.getByRole("button", { name: "Submit" }).click();
  await expectErrorStatus(f.getByRole("status"));
  await expect(f.getByLabel("Full name")).toHaveValue(sampleApplicant.name);
  await expect(f.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();
  await expect(f.getByRole("radio", { name: "Schedule a Campus Visit" })).toBeChecked();
  await expect(f.getByRole("button", { name: "Submit" })).toBeEnabled();

  await refusing.stop();
  await reload(page);
  const g = form(page);
  await expect(g.getByLabel("Full name")).toHaveValue(sampleApplicant.name);
  await expect(g.getByLabel("Anything else we should know?")).toHaveValue(`Keep me ${id}`);
  await expect(g.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();
  await expect(g.getByRole("radio", { name: "Schedule a Campus Visit" })).toBeChecked();
  await expect(g.getByLabel("Preferred date")).toHaveValue(kathmanduToday());

  const posts = watchPosts(page, "visit");
  await g.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect(JSON.parse(posts[0]!).submissionId).toBe(refusing.bodies[0]!.submissionId);
  const row = await deliveredOnce("visit", (r) => String(r.message).includes(id));
  expect(row.submissionId).toBe(refusing.bodies[0]!.submissionId);
  expect(problems.list.filter((p) => !p.includes("/api/visit") && !p.includes("status of 503"))).toEqual([]);
});

test("a double click sends once", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const id = marker();
  await standin.control(id);
  await fillValid(page, `Once ${id}`);
  const posts = watchPosts(page, "visit");
  const held = await holdPosts(page, "visit");
  await form(page).getByRole("button", { name: "Submit" }).dblclick();
  await form(page).getByLabel("Full name").press("Enter");
  await expect(form(page).getByRole("button", { name: "Submitting..." })).toBeDisabled();
  held.release();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  await deliveredOnce("visit", (row) => String(row.message).includes(id));
  expect(posts).toHaveLength(1);
});

test("Clear form empties every answer, error and the draft: a reload shows an empty form", async ({
  page,
  problems,
}) => {
  const f = form(page);
  await fillValid(page, "Clear me");
  await f.getByLabel("Phone number").fill("98");
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(f.getByText("Valid Phone Number is required!")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("draft:visit"))).toContain(sampleApplicant.name);

  await f.getByRole("button", { name: "Clear form" }).click();
  await expect(f.getByLabel("Full name")).toHaveValue("");
  await expect(f.getByLabel("Full name")).toBeFocused();
  await expect(f.getByLabel("Anything else we should know?")).toHaveValue("");
  await expect(f.getByLabel("Preferred date")).toHaveValue("");
  await expect(f.locator("input:checked")).toHaveCount(0);
  await expect(f.getByText("Valid Phone Number is required!")).toHaveCount(0);
  await expect(f.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("draft:visit"))).toBeNull();

  await reload(page);
  await expect(form(page).getByLabel("Full name")).toHaveValue("");
  await expect(form(page).getByRole("checkbox", { name: "WhatsApp" })).not.toBeChecked();
  expect(problems.list).toEqual([]);
});
