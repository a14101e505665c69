import type { Page, Route } from "@playwright/test";
import { SUBMISSION_ID_CONFLICT } from "../../app/forms/contract/constants";
import { sampleApplicant } from "../fixtures/sample-applicant";
import { expect, hydrated, test } from "./fixtures";
import {
  fillAdmissionText,
  deliveredOnce,
  ENQUIRY_PAGE,
  expectErrorStatus,
  kathmanduToday,
  marker,
  reload,
  standin,
  watchPosts,
} from "./forms-helpers";
import { smallImage } from "./forms-images";

// A submission id that reaches the server again with different content is
// answered 409 (`conflict: "submissionId"`): the browser then sends the form
// once more by itself under a new id, so the visitor sees one success and
// the college gets what is in the form now.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
type Body = Record<string, unknown>;

/** The API's answer to a known id with other content. */
const conflict = (route: Route) =>
  route.fulfill({
    status: 409,
    contentType: "application/json",
    body: JSON.stringify({ ok: false, error: SUBMISSION_ID_CONFLICT, conflict: "submissionId" }),
  });

const withoutId = ({ submissionId: _id, ...fields }: Body) => fields;

/** The refusals these tests cause are the only problems allowed. */
const unexpected = (list: string[], form: string) =>
  list.filter((p) => !p.includes(`/api/${form}`) && !/status of (409|503)|ERR_CONNECTION_RESET/.test(p));

test("a 409 for the submission id: one automatic resend under a new id with the same fields, then one success", async ({
  page,
  problems,
}) => {
  await page.goto(ENQUIRY_PAGE);
  await hydrated(page);
  const f = page.locator('form[data-form="enquiry"]');
  await f.scrollIntoViewIfNeeded();
  const id = marker();
  await standin.control(id);
  await f.getByLabel("Name").fill(sampleApplicant.name);
  await f.getByLabel("Email").fill(sampleApplicant.email);
  await f.getByLabel("Contact number").fill(sampleApplicant.phone);
  await f.getByLabel("Message").fill(`Changed after sending ${id}`);

  // The first post is answered 409; the resend is held, then goes to the real API.
  const bodies: Body[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resume) => (release = resume));
  await page.route("**/api/enquiry", async (route) => {
    bodies.push(JSON.parse(route.request().postData() ?? "{}"));
    if (bodies.length === 1) return conflict(route);
    await gate;
    await route.continue();
  });
  await f.getByRole("button", { name: "Submit" }).click();

  await expect.poll(() => bodies.length).toBe(2);
  await expect(f.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(f.getByRole("status")).toHaveText(SUBMISSION_ID_CONFLICT);
  const [first, second] = bodies as [Body, Body];
  expect(first.submissionId).toMatch(UUID);
  expect(second.submissionId).toMatch(UUID);
  expect(second.submissionId).not.toBe(first.submissionId);
  expect(withoutId(second)).toEqual(withoutId(first));
  // The new id replaced the pending one: a failure now would be retried under it.
  expect(await page.evaluate(() => localStorage.getItem("submissionId:enquiry"))).toBe(second.submissionId);
  release();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText("The college has received your enquiry.");
  await expect(f.getByRole("status")).toHaveText("");
  const row = await deliveredOnce("enquiry", (r) => String(r.message).includes(id));
  expect(row.submissionId).toBe(second.submissionId);
  await expect(dialog.locator("[data-reference]")).toHaveText(
    `MBC-${String(second.submissionId).slice(0, 8).toUpperCase()}`,
  );
  expect(bodies).toHaveLength(2);
  expect(await page.evaluate(() => localStorage.getItem("submissionId:enquiry"))).toBeNull();
  expect(unexpected(problems.list, "enquiry")).toEqual([]);
});

test("when the resend fails too: its error shows, nothing typed or attached is lost, and the retry keeps the new id", async ({
  page,
  problems,
}) => {
  await page.goto("/apply");
  await hydrated(page);
  const f = page.locator('form[data-form="admission"]');
  const id = marker();
  await standin.control(id);
  await fillAdmissionText(page, id);
  await f.getByLabel("Academic papers").setInputFiles([await smallImage("marks.png")]);
  await f.getByLabel("Student photo").setInputFiles([await smallImage("me.png", "#c9b08f")]);
  await f.getByLabel("Transaction document").setInputFiles([await smallImage("receipt.png", "#ffffff")]);
  const images = f.locator("[data-picker]").getByRole("img");
  await expect(images).toHaveCount(3);

  const bodies: Body[] = [];
  await page.route("**/api/admission", async (route) => {
    bodies.push(JSON.parse(route.request().postData() ?? "{}"));
    if (bodies.length === 1) return conflict(route);
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ ok: false, error: "We could not save your form just now, so it has not been received." }),
    });
  });
  await f.getByRole("button", { name: "Submit application" }).click();
  await expectErrorStatus(f.getByRole("status"));
  await expect(f.getByRole("status")).toContainText("has not been received");
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(bodies).toHaveLength(2); // one automatic resend, no more
  const [first, second] = bodies as [Body, Body];
  expect(second.submissionId).not.toBe(first.submissionId);
  expect(withoutId(second)).toEqual(withoutId(first));
  await expect(f.getByLabel("Student name")).toHaveValue(sampleApplicant.name);
  await expect(f.getByLabel("Transaction information")).toHaveValue(`TXN ${id}`);
  await expect(images).toHaveCount(3);

  // The visitor sends again once the server is back: the new id, once.
  await page.unroute("**/api/admission");
  const posts = watchPosts(page, "admission");
  await f.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 30_000 });
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!).submissionId).toBe(second.submissionId);
  const row = await deliveredOnce("admission", (r) => String(r.transactionInfo).includes(id));
  expect(row.submissionId).toBe(second.submissionId);
  expect(unexpected(problems.list, "admission")).toEqual([]);
});

// Against the API's 409 itself (no interception of the answer that matters).
test("shared computer: the next person edits a restored draft with a pending id; the office gets their form, once, under a new id", async ({
  page,
  problems,
}) => {
  const visit = (p: Page) => p.locator('form[data-form="visit"]');
  await page.goto("/VisitUs");
  await hydrated(page);
  const first = marker();
  const next = marker();
  await standin.control(first);
  await standin.control(next);

  // The first person sends; the server keeps it but the answer never
  // arrives, so the browser keeps the id pending beside the draft.
  let f = visit(page);
  await f.getByLabel("Full name").fill(sampleApplicant.name);
  await f.getByLabel("Email address").fill(sampleApplicant.email);
  await f.getByLabel("Phone number").fill(sampleApplicant.phone);
  await f.getByRole("checkbox", { name: "Email" }).check();
  await f.getByRole("checkbox", { name: "BSc (Hons) BCIS" }).check();
  await f.getByRole("radio", { name: "Schedule a Campus Visit" }).check();
  await f.getByLabel("Preferred date").fill(kathmanduToday());
  await f.getByRole("checkbox", { name: "Morning (9:00 AM – 12:00 PM)" }).check();
  await f.getByLabel("Anything else we should know?").fill(`First person ${first}`);
  await f.getByRole("checkbox", { name: "Friend / Family" }).check();
  await page.route("**/api/visit", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  await f.getByRole("button", { name: "Submit" }).click();
  await expectErrorStatus(f.getByRole("status"));
  await page.unroute("**/api/visit");
  const kept = await deliveredOnce("visit", (r) => String(r.message).includes(first));
  const pendingId = await page.evaluate(() => localStorage.getItem("submissionId:visit"));
  expect(pendingId).toBe(kept.submissionId);

  // The next person at the same computer finds the draft and makes it theirs.
  await reload(page);
  f = visit(page);
  await expect(f.getByLabel("Full name")).toHaveValue(sampleApplicant.name);
  await f.getByLabel("Full name").fill("Sita Tamang");
  await f.getByLabel("Email address").fill("sita@example.com");
  await f.getByLabel("Phone number").fill("+9779800000009");
  await f.getByRole("checkbox", { name: "Level 3 Diploma in Computing" }).check();
  await f.getByLabel("Anything else we should know?").fill(`Next person ${next}`);
  const posts = watchPosts(page, "visit");
  await f.getByRole("button", { name: "Submit" }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveCount(1);
  await expect(f.getByRole("status")).not.toContainText("Error");
  const row = await deliveredOnce("visit", (r) => String(r.message).includes(next));
  expect(row).toMatchObject({
    fullName: "Sita Tamang",
    email: "sita@example.com",
    phoneNumber: "+9779800000009",
    interests: ["BSc (Hons) BCIS", "Level 3 Diploma in Computing"],
    message: `Next person ${next}`,
  });
  expect(row.submissionId).not.toBe(pendingId);
  expect(posts).toHaveLength(2);
  expect(JSON.parse(posts[0]!).submissionId).toBe(pendingId);
  expect(JSON.parse(posts[1]!).submissionId).toBe(row.submissionId);

  // The first person's visit request is still there, once and unchanged.
  const firstRows = (await standin.inbox("visit")).filter((r) => String(r.message).includes(first));
  expect(firstRows).toHaveLength(1);
  expect(firstRows[0]).toMatchObject({ fullName: sampleApplicant.name, submissionId: pendingId });
  expect(await page.evaluate(() => localStorage.getItem("submissionId:visit"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("draft:visit"))).toBeNull();
  expect(unexpected(problems.list, "visit")).toEqual([]);
});
