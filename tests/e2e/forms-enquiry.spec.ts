import { sampleApplicant } from "../fixtures/sample-applicant";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import {
  deliveredOnce,
  ENQUIRY_PAGE,
  expectErrorStatus,
  holdPosts,
  marker,
  serverCannotKeep,
  standin,
  watchPosts,
} from "./forms-helpers";

// requirements §3–§5, §8: the enquiry form as a visitor uses it,
// against the production build and the relay's local stand-in.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(ENQUIRY_PAGE);
  await hydrated(page);
  await page.locator('form[data-form="enquiry"]').scrollIntoViewIfNeeded();
});

const form = (page: import("@playwright/test").Page) => page.locator('form[data-form="enquiry"]');

async function fillValid(page: import("@playwright/test").Page, message: string) {
  const f = form(page);
  await f.getByLabel("Name").fill(sampleApplicant.name);
  await f.getByLabel("Email").fill(sampleApplicant.email);
  await f.getByLabel("Contact number").fill(sampleApplicant.phoneSpaced);
  await f.getByLabel("Message").fill(message);
}

test("every requirements §5 message appears under its field, focus goes to the first, typing clears it", async ({
  page,
  problems,
}) => {
  const posts = watchPosts(page, "enquiry");
  const f = form(page);
  await f.getByRole("button", { name: "Submit" }).click();
  const expected: Array<[string, string]> = [
    ["Name", "Name is required!"],
    ["Email", "Email is required!"],
    ["Contact number", "Contact number is required!"],
    ["Message", "Message is required!"],
  ];
  for (const [label, message] of expected) {
    const input = f.getByLabel(label);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[!()]/g, "\\$&")));
  }
  await expect(f.getByLabel("Name")).toBeFocused();
  await expect(f.getByRole("status")).toHaveText("");
  await expect(f.getByRole("button", { name: "Submit" })).toBeEnabled();
  await expectNoAxeViolations(page);

  await f.getByLabel("Email").fill("not an email");
  await expect(f.getByText("Email is required!")).toHaveCount(0); // typing cleared it
  await f.getByLabel("Contact number").fill("12 34");
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(f.getByText("Please enter a valid email address!")).toBeVisible();
  await expect(f.getByText("Please enter a valid contact number (7-15 digits)!")).toBeVisible();
  await expect(f.getByLabel("Name")).toBeFocused();
  await f.getByLabel("Name").fill("S");
  await expect(f.getByText("Name is required!")).toHaveCount(0);
  await expect(f.getByText("Please enter a valid email address!")).toBeVisible();
  expect(posts).toHaveLength(0); // invalid input never leaves the browser
  expect(problems.list).toEqual([]);
});

test("submitting state while the request is in flight, then the success modal with a reference, cleared fields and one row", async ({
  page,
  problems,
}) => {
  const id = marker();
  await standin.control(id);
  await fillValid(page, `I would like the BCIS brochure. ${id}`);
  const f = form(page);
  const held = await holdPosts(page, "enquiry");
  await f.getByRole("button", { name: "Submit" }).click();
  const button = f.getByRole("button", { name: "Submitting..." });
  await expect(button).toBeDisabled();
  await expect(f.getByRole("status")).toHaveText("Hold on till Submitting...");
  expect(await button.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);
  held.release();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText("Thank you! Our college office will contact you soon.");
  await expect(dialog.locator('[lang="ne"]')).toContainText("धन्यवाद");
  await expect(dialog).toContainText("The college has received your enquiry.");
  const reference = (await dialog.locator("[data-reference]").textContent()) ?? "";
  expect(reference).toMatch(/^MBC-[0-9A-F]{8}$/);
  await expect(f.getByRole("status")).toHaveText("");
  for (const label of ["Name", "Email", "Contact number", "Message"]) await expect(f.getByLabel(label)).toHaveValue("");
  await expectNoAxeViolations(page);

  const row = await deliveredOnce("enquiry", (r) => String(r.message).includes(id));
  expect(row).toMatchObject({
    name: sampleApplicant.name,
    email: sampleApplicant.email,
    message: `I would like the BCIS brochure. ${id}`,
  });
  expect(String(row.contactNo).replace(/\s/g, "")).toBe(sampleApplicant.phone);
  // The reference is the start of the id the college's sheet holds.
  expect(reference).toBe(`MBC-${String(row.submissionId).slice(0, 8).toUpperCase()}`);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(f.getByRole("button", { name: "Submit" })).toBeFocused();
  await expect(f.getByRole("button", { name: "Submit" })).toBeEnabled();
  expect(problems.list).toEqual([]);
});

test("when the server cannot keep it: Error: in red, everything kept; the retry carries the same id and lands once", async ({
  page,
  problems,
}) => {
  const id = marker();
  await standin.control(id);
  await fillValid(page, `Fees question ${id}`);
  const f = form(page);
  const refusing = await serverCannotKeep(page, "enquiry");
  await f.getByRole("button", { name: "Submit" }).click();
  await expectErrorStatus(f.getByRole("status"));
  await expect(f.getByRole("status")).toContainText("has not been received");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(f.getByLabel("Name")).toHaveValue(sampleApplicant.name);
  await expect(f.getByLabel("Message")).toHaveValue(`Fees question ${id}`);
  await expect(f.getByRole("button", { name: "Submit" })).toBeEnabled();

  // A second failure keeps the same id; then the server recovers.
  await f.getByRole("button", { name: "Submit" }).click();
  await expect.poll(() => refusing.bodies.length).toBe(2);
  await expectErrorStatus(f.getByRole("status"));
  await refusing.stop();
  const posts = watchPosts(page, "enquiry");
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  const first = refusing.bodies[0]!.submissionId;
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(refusing.bodies[1]!.submissionId).toBe(first);
  expect(JSON.parse(posts[0]!).submissionId).toBe(first);
  const row = await deliveredOnce("enquiry", (r) => String(r.message).includes(id));
  expect(row.submissionId).toBe(first);

  // Success cleared the id: the next enquiry is a new submission.
  await page.keyboard.press("Escape");
  await fillValid(page, `Second question ${id}`);
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect(JSON.parse(posts[1]!).submissionId).not.toBe(first);
  // The refused posts were answered 503 by the test: the only "problems" allowed.
  expect(problems.list.filter((p) => !p.includes("/api/enquiry") && !p.includes("status of 503"))).toEqual([]);
});

test("a double click and a second Enter send once", async ({ page }) => {
  const id = marker();
  await standin.control(id);
  await page.setViewportSize(DESKTOP);
  await fillValid(page, `Double ${id}`);
  const posts = watchPosts(page, "enquiry");
  const held = await holdPosts(page, "enquiry");
  const f = form(page);
  await f.getByRole("button", { name: "Submit" }).dblclick();
  await f.getByLabel("Name").press("Enter");
  await expect(f.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  held.release();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  await deliveredOnce("enquiry", (row) => String(row.message).includes(id));
  expect(posts).toHaveLength(1);
});

test("Clear form, by keyboard: fields, status and the pending submission id go, so the next send is a new submission", async ({
  page,
  problems,
}) => {
  const f = form(page);
  await fillValid(page, "First try");
  const refusing = await serverCannotKeep(page, "enquiry");
  await f.getByRole("button", { name: "Submit" }).click();
  await expectErrorStatus(f.getByRole("status"));
  const firstId = refusing.bodies[0]!.submissionId;
  expect(await page.evaluate(() => localStorage.getItem("submissionId:enquiry"))).toBe(firstId);
  await refusing.stop();

  await f.getByRole("button", { name: "Submit" }).focus();
  await page.keyboard.press("Tab");
  await expect(f.getByRole("button", { name: "Clear form" })).toBeFocused();
  await page.keyboard.press("Enter");
  for (const label of ["Name", "Email", "Contact number", "Message"]) await expect(f.getByLabel(label)).toHaveValue("");
  await expect(f.getByLabel("Name")).toBeFocused();
  await expect(f.getByRole("status")).toHaveText("");
  expect(await page.evaluate(() => localStorage.getItem("submissionId:enquiry"))).toBeNull();
  await expectNoAxeViolations(page);

  const id = marker();
  await standin.control(id);
  await fillValid(page, `Second try ${id}`);
  const posts = watchPosts(page, "enquiry");
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  const row = await deliveredOnce("enquiry", (r) => String(r.message).includes(id));
  expect(JSON.parse(posts[0]!).submissionId).not.toBe(firstId);
  expect(row.submissionId).not.toBe(firstId);
  expect(problems.list.filter((p) => !p.includes("/api/enquiry") && !p.includes("status of 503"))).toEqual([]);
});
