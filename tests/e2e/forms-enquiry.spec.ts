import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { ENQUIRY_PAGE, expectErrorStatus, marker, standin, watchPosts } from "./forms-helpers";

// SPEC §3–§5, §8 and issue #4: the enquiry form as a visitor uses it,
// against the production build and the relay's local stand-in.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(ENQUIRY_PAGE);
  await hydrated(page);
  // The form hydrates when it comes near the viewport (HydrateWhenVisible).
  await page.locator('form[data-form="enquiry"]').scrollIntoViewIfNeeded();
  await expect(page.locator("#enquiry-form")).toHaveAttribute("data-hydrated", "true");
});

const form = (page: import("@playwright/test").Page) => page.locator('form[data-form="enquiry"]');

async function fillValid(page: import("@playwright/test").Page, message: string) {
  const f = form(page);
  await f.getByLabel("Name").fill("Sita Sharma");
  await f.getByLabel("Email").fill("sita@example.com");
  await f.getByLabel("Contact number").fill("+977 980 000 0000");
  await f.getByLabel("Message").fill(message);
}

test("every SPEC §5 message appears under its field, focus goes to the first, typing clears it", async ({ page, problems }) => {
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

test("submitting state while the upstream is slow, then the success modal, cleared fields and one row", async ({ page, problems }) => {
  const id = marker();
  await standin.control(id, { delayMs: 2500 });
  await fillValid(page, `I would like the BCIS brochure. ${id}`);
  const f = form(page);
  await f.getByRole("button", { name: "Submit" }).click();
  const button = f.getByRole("button", { name: "Submitting..." });
  await expect(button).toBeDisabled();
  await expect(f.getByRole("status")).toHaveText("Hold on till Submitting...");
  expect(await button.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText("Thank you! Our college office will contact you soon.");
  await expect(dialog.locator('[lang="ne"]')).toContainText("धन्यवाद");
  await expect(f.getByRole("status")).toHaveText("");
  for (const label of ["Name", "Email", "Contact number", "Message"]) await expect(f.getByLabel(label)).toHaveValue("");
  await expectNoAxeViolations(page);

  const rows = (await standin.inbox("enquiry")).filter((row) => String(row.message).includes(id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: "Sita Sharma", email: "sita@example.com", message: `I would like the BCIS brochure. ${id}` });
  expect(String(rows[0]!.contactNo).replace(/\s/g, "")).toBe("+9779800000000");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(f.getByRole("button", { name: "Submit" })).toBeFocused();
  await expect(f.getByRole("button", { name: "Submit" })).toBeEnabled();
  expect(problems.list).toEqual([]);
});

test("an upstream failure shows Error: in red and keeps everything typed", async ({ page, problems }) => {
  const id = marker();
  await standin.control(id, { fail: true });
  await fillValid(page, `Fees question ${id}`);
  const f = form(page);
  await f.getByRole("button", { name: "Submit" }).click();
  await expectErrorStatus(f.getByRole("status"));
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(f.getByLabel("Name")).toHaveValue("Sita Sharma");
  await expect(f.getByLabel("Message")).toHaveValue(`Fees question ${id}`);
  await expect(f.getByRole("button", { name: "Submit" })).toBeEnabled();
  expect((await standin.inbox("enquiry")).filter((row) => String(row.message).includes(id))).toHaveLength(0);
  // The relay answered 502: the only "problem" allowed is that response.
  expect(problems.list.filter((p) => !p.includes("/api/enquiry") && !p.includes("status of 502"))).toEqual([]);
});

test("a double click and a second Enter send once", async ({ page }) => {
  const id = marker();
  await standin.control(id, { delayMs: 1500 });
  await page.setViewportSize(DESKTOP);
  await fillValid(page, `Double ${id}`);
  const posts = watchPosts(page, "enquiry");
  const f = form(page);
  await f.getByRole("button", { name: "Submit" }).dblclick();
  await f.getByLabel("Name").press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  expect((await standin.inbox("enquiry")).filter((row) => String(row.message).includes(id))).toHaveLength(1);
  expect(posts).toHaveLength(1);
});
