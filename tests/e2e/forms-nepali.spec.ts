import type { Locator, Page } from "@playwright/test";
import { TIME_SLOTS } from "../../app/forms/contract/constants";
import { fieldsIn } from "../../app/forms/contract/fields";
import { nepaliSuccess } from "../../app/forms/contract/success-messages.ne";
import { forms } from "../../app/i18n/words/forms";
import { sampleApplicant } from "../fixtures/sample-applicant";
import { PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { deliveredOnce, kathmanduToday, marker, standin } from "./forms-helpers";
import { smallImage } from "./forms-images";

// The three forms on their Nepali pages (decision 021), on a phone. Every message
// a visitor reads is the Nepali one (app/forms/contract/fields.ts), the same text the
// API answers with for the same error; a correct form ends in the Nepali
// success dialog, and the college's row says the applicant used Nepali.

const words = forms.ne;
const fields = fieldsIn("ne");

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

/** "+९७७९८००००००००१": the sample phone number typed in Devanagari digits. */
function devanagari(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
}

/** Each form's fields left empty, as the browser would send them. */
const EMPTY = {
  enquiry: { name: "", email: "", contactNo: "", message: "" },
  visit: {
    fullName: "",
    email: "",
    phoneNumber: "",
    preferredContactMethod: [],
    interests: [],
    connectionMethod: "",
    preferredDate: "",
    preferredTimeSlot: [],
    message: "",
    howHeard: [],
  },
  admission: {
    email: "",
    studentName: "",
    contactNumber: "",
    fathersName: "",
    mothersName: "",
    presentAddress: "",
    permanentAddress: "",
    guardianContactNumber: "",
    academicPapers: [],
    studentPhoto: "",
    transactionInfo: "",
    transactionDocument: "",
    consent: "",
  },
};

/** Each message is shown in the form, and is what the API says for the same empty form sent from a Nepali page. */
async function expectMessages(page: Page, f: Locator, form: keyof typeof EMPTY, expected: string[]) {
  for (const message of expected) await expect(f.getByText(message, { exact: true }).first()).toBeVisible();
  const answer = await page.request.post(`/api/${form}`, { data: { ...EMPTY[form], lang: "ne" } });
  expect(answer.status()).toBe(400);
  const { errors } = (await answer.json()) as { errors: Record<string, string> };
  expect(Object.values(errors).sort()).toEqual([...expected].sort());
}

/** The success dialog in Nepali, with its reference; closed with its Nepali button. */
async function expectSuccess(page: Page, form: keyof typeof nepaliSuccess) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("heading")).toHaveText(nepaliSuccess[form].title);
  await expect(dialog).toContainText(nepaliSuccess[form].message);
  await expect(dialog).toContainText(nepaliSuccess[form].received);
  await expect(dialog.locator("[data-reference]")).toHaveText(/^MBC-[0-9A-F]{8}$/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: words.ok }).click();
  await expect(dialog).toBeHidden();
}

test("/ne/contact: the enquiry form's messages and success in Nepali; the row says Nepali", async ({
  page,
  problems,
}) => {
  await page.goto("/ne/contact");
  await hydrated(page);
  const f = page.locator('form[data-form="enquiry"]');
  await f.scrollIntoViewIfNeeded();
  await f.getByRole("button", { name: words.submit }).click();
  const e = fields.enquiry;
  await expectMessages(page, f, "enquiry", [
    e.name.required,
    e.email.required,
    e.contactNo.required,
    e.message.required,
  ]);
  await expect(f.getByLabel(e.name.label)).toBeFocused();

  const id = marker();
  await standin.control(id);
  await f.getByLabel(e.name.label).fill(sampleApplicant.name);
  await f.getByLabel(e.email.label).fill(sampleApplicant.email);
  await f.getByLabel(e.contactNo.label).fill(devanagari(sampleApplicant.phone));
  await f.getByLabel(e.message.label).fill(`छात्रवृत्तिबारे जानकारी चाहियो ${id}`);
  await f.getByRole("button", { name: words.submit }).click();
  await expectSuccess(page, "enquiry");

  const row = await deliveredOnce("enquiry", (r) => String(r.message).includes(id));
  expect(row).toMatchObject({ contactNo: sampleApplicant.phone, language: "Nepali" });
  expect(problems.list).toEqual([]);
});

test("/ne/VisitUs: the visit form's messages and success in Nepali; the row keeps the English values and says Nepali", async ({
  page,
  problems,
}) => {
  await page.goto("/ne/VisitUs");
  await hydrated(page);
  const f = page.locator('form[data-form="visit"]');
  await f.getByRole("button", { name: words.submit }).click();
  const v = fields.visit;
  await expectMessages(
    page,
    f,
    "visit",
    Object.values(v)
      .filter((field) => !field.optional)
      .map((field) => field.required),
  );
  await expect(f.getByLabel(v.fullName.label)).toBeFocused();

  const id = marker();
  await standin.control(id);
  const option = (value: string) => words.options[value]!;
  await f.getByLabel(v.fullName.label).fill(sampleApplicant.name);
  await f.getByLabel(v.email.label).fill(sampleApplicant.email);
  await f.getByLabel(v.phoneNumber.label).fill(sampleApplicant.phone);
  await f.getByRole("checkbox", { name: option("Email"), exact: true }).check();
  await f.getByRole("checkbox", { name: option("BSc (Hons) BCIS") }).check();
  await f.getByRole("radio", { name: option("Schedule a Campus Visit") }).check();
  await f.getByLabel(v.preferredDate.label).fill(kathmanduToday());
  await f.getByRole("checkbox", { name: option(TIME_SLOTS[0]) }).check();
  await f.getByLabel(v.message.label).fill(`पार्किङ छ? ${id}`);
  await f.getByRole("checkbox", { name: option("Facebook / Instagram") }).check();
  await f.getByRole("button", { name: words.submit }).click();
  await expectSuccess(page, "visit");

  const row = await deliveredOnce("visit", (r) => String(r.message).includes(id));
  expect(row).toMatchObject({
    preferredContactMethod: ["Email"],
    interests: ["BSc (Hons) BCIS"],
    connectionMethod: "Schedule a Campus Visit",
    preferredDate: kathmanduToday(),
    preferredTimeSlot: [TIME_SLOTS[0]],
    howHeard: ["Facebook / Instagram"],
    language: "Nepali",
  });
  expect(problems.list).toEqual([]);
});

test("/ne/apply: the admission form's messages and success in Nepali; the row says Nepali", async ({
  page,
  problems,
}) => {
  await page.goto("/ne/apply");
  await hydrated(page);
  const f = page.locator('form[data-form="admission"]');
  const a = words.admission;
  await f.getByRole("button", { name: a.submit }).click();
  const m = fields.admission;
  await expectMessages(
    page,
    f,
    "admission",
    Object.values(m).map((field) => field.required),
  );
  await expect(f.getByLabel(m.studentName.label)).toBeFocused();

  const id = marker();
  await standin.control(id);
  await f.getByLabel(m.studentName.label).fill(sampleApplicant.name);
  await f.getByLabel(m.email.label).fill(sampleApplicant.email);
  await f.getByLabel(new RegExp(`^${m.contactNumber.label}`)).fill(sampleApplicant.phone);
  await f.getByLabel(m.guardianContactNumber.label).fill(devanagari(sampleApplicant.guardianPhone));
  await f.getByLabel(m.fathersName.label).fill(sampleApplicant.fathersName);
  await f.getByLabel(m.mothersName.label).fill(sampleApplicant.mothersName);
  await f.getByLabel(m.presentAddress.label).fill(sampleApplicant.presentAddress);
  await f.getByLabel(m.permanentAddress.label).fill(sampleApplicant.permanentAddress);
  await f.getByLabel(m.transactionInfo.label).fill(`TXN ${id}`);
  await f.getByLabel(m.consent.label).check();
  await f.getByLabel(m.academicPapers.label).setInputFiles([await smallImage("marks.png")]);
  await f.getByLabel(m.studentPhoto.label).setInputFiles([await smallImage("me.png", "#c9b08f")]);
  await f.getByLabel(m.transactionDocument.label).setInputFiles([await smallImage("receipt.png", "#ffffff")]);
  const papers = f.locator('[data-picker="academicPapers"]');
  await expect(papers.getByRole("img")).toHaveCount(1);
  await expect(papers.locator("[data-picker-status]")).toHaveText(words.picker.chosenOne);
  await expect(
    papers.getByRole("button", { name: words.picker.removeLabel.replace("{name}", "marks.jpg") }),
  ).toBeVisible();
  await expect(f.locator('[data-picker="transactionDocument"]').getByRole("img")).toHaveCount(1);
  await f.getByRole("button", { name: a.submit }).click();
  await expectSuccess(page, "admission");

  const row = await deliveredOnce("admission", (r) => String(r.transactionInfo).includes(id));
  expect(row).toMatchObject({
    studentName: sampleApplicant.name,
    guardianContactNumber: sampleApplicant.guardianPhone,
    language: "Nepali",
  });
  expect(problems.list).toEqual([]);
});
