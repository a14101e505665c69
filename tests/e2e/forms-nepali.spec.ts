import type { Locator, Page } from "@playwright/test";
import { TIME_SLOTS } from "../../app/forms/contract/constants";
import { nepaliMessages as messages } from "../../app/forms/contract/messages.ne";
import { nepaliSuccess } from "../../app/forms/contract/success-messages.ne";
import { forms } from "../../app/i18n/words/forms";
import { sampleApplicant } from "../fixtures/sample-applicant";
import { PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { deliveredOnce, kathmanduToday, marker, standin } from "./forms-helpers";
import { smallImage } from "./forms-images";

// The three forms on their Nepali pages (decision 021), on a phone. Every message
// a visitor reads is the Nepali record's (messages.ne.ts), the same text the
// API answers with for the same error; a correct form ends in the Nepali
// success dialog, and the college's row says the applicant used Nepali.

const words = forms.ne;

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
  await expect(page.locator("#enquiry-form")).toHaveAttribute("data-hydrated", "true");
  await f.getByRole("button", { name: words.submit }).click();
  const e = messages.enquiry;
  await expectMessages(page, f, "enquiry", [e.nameRequired, e.emailRequired, e.contactRequired, e.messageRequired]);
  await expect(f.getByLabel(words.enquiry.name)).toBeFocused();

  const id = marker();
  await standin.control(id);
  await f.getByLabel(words.enquiry.name).fill(sampleApplicant.name);
  await f.getByLabel(words.enquiry.email).fill(sampleApplicant.email);
  await f.getByLabel(words.enquiry.contactNo).fill(devanagari(sampleApplicant.phone));
  await f.getByLabel(words.enquiry.message).fill(`छात्रवृत्तिबारे जानकारी चाहियो ${id}`);
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
  const v = messages.visit;
  await expectMessages(page, f, "visit", [
    v.fullName,
    v.email,
    v.phoneNumber,
    v.contactMethod,
    v.interest,
    v.connectionMethod,
    v.dateRequired,
    v.timeSlot,
    v.howHeard,
  ]);
  await expect(f.getByLabel(words.visit.fullName)).toBeFocused();

  const id = marker();
  await standin.control(id);
  const option = (value: string) => words.options[value]!;
  await f.getByLabel(words.visit.fullName).fill(sampleApplicant.name);
  await f.getByLabel(words.visit.email).fill(sampleApplicant.email);
  await f.getByLabel(words.visit.phoneNumber).fill(sampleApplicant.phone);
  await f.getByRole("checkbox", { name: option("Email"), exact: true }).check();
  await f.getByRole("checkbox", { name: option("BSc (Hons) BCIS") }).check();
  await f.getByRole("radio", { name: option("Schedule a Campus Visit") }).check();
  await f.getByLabel(words.visit.preferredDate).fill(kathmanduToday());
  await f.getByRole("checkbox", { name: option(TIME_SLOTS[0]) }).check();
  await f.getByLabel(words.visit.message).fill(`पार्किङ छ? ${id}`);
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
  const m = messages.admission;
  await expectMessages(page, f, "admission", [
    m.email,
    m.studentName,
    m.contactNumber,
    m.fathersName,
    m.mothersName,
    m.presentAddress,
    m.permanentAddress,
    m.guardianContactNumber,
    m.academicPapers,
    m.studentPhoto,
    m.transactionInfo,
    m.transactionDocument,
    m.consent,
  ]);
  await expect(f.getByLabel(a.studentName)).toBeFocused();

  const id = marker();
  await standin.control(id);
  await f.getByLabel(a.studentName).fill(sampleApplicant.name);
  await f.getByLabel(a.email).fill(sampleApplicant.email);
  await f.getByLabel(new RegExp(`^${a.contactNumber}`)).fill(sampleApplicant.phone);
  await f.getByLabel(a.guardianContactNumber).fill(devanagari(sampleApplicant.guardianPhone));
  await f.getByLabel(a.fathersName).fill(sampleApplicant.fathersName);
  await f.getByLabel(a.mothersName).fill(sampleApplicant.mothersName);
  await f.getByLabel(a.presentAddress).fill(sampleApplicant.presentAddress);
  await f.getByLabel(a.permanentAddress).fill(sampleApplicant.permanentAddress);
  await f.getByLabel(a.transactionInfo).fill(`TXN ${id}`);
  await f.getByLabel(a.consent).check();
  await f.getByLabel(a.academicPapers).setInputFiles([await smallImage("marks.png")]);
  await f.getByLabel(a.studentPhoto).setInputFiles([await smallImage("me.png", "#c9b08f")]);
  await f.getByLabel(a.transactionDocument).setInputFiles([await smallImage("receipt.png", "#ffffff")]);
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
