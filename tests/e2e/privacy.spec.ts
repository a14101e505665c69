import type { Page } from "@playwright/test";
import { privacyContent } from "../../app/content/privacy";
import { privacyContentNe } from "../../app/content/privacy.ne";
import { privacyPage } from "../../app/content/pages/privacy";
import { pageTextsNe } from "../../app/content/pages/ne";
import { documentTitle } from "../../app/content/pages";
import { FIELDS } from "../../app/forms/contract/fields";
import { sampleAdmissionText } from "../fixtures/sample-applicant";
import { PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { fillAdmissionText, marker, watchPosts } from "./forms-helpers";
import { smallImage } from "./forms-images";

// requirements §2.5 and §11: the privacy notice, linked from the footer and
// beside every form's send button; the admission form's consent box.

test("the notice answers 200 with its title, heading and every section, in English and in Nepali", async ({ page }) => {
  for (const [path, title, heading, content] of [
    ["/privacy", privacyPage.title, privacyPage.banner.mainTitle, privacyContent],
    ["/ne/privacy", pageTextsNe["/privacy"].title, pageTextsNe["/privacy"].banner.mainTitle, privacyContentNe],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page).toHaveTitle(documentTitle(title));
    await expect(page.locator("h1")).toHaveText(heading);
    const sections = page.locator("[data-privacy-section]");
    await expect(sections).toHaveCount(content.sections.length);
    for (const section of content.sections)
      await expect(page.locator(`#${section.id}`).getByRole("heading", { level: 2 })).toHaveText(section.title);
  }
});

test("the notice says when it last changed, as each language writes a date (in Nepali, Bikram Sambat first)", async ({
  page,
}) => {
  // PRIVACY_UPDATED_ON is 2026-11-29: a Sunday, 13 Mangsir 2083 in the published calendar (bikram-sambat.ts).
  await page.goto("/privacy");
  await expect(page.getByText("Last updated: 29 Nov 2026", { exact: true })).toBeVisible();
  await page.goto("/ne/privacy");
  await expect(
    page.getByText("पछिल्लो पटक अद्यावधिक गरिएको: २०८३ मंसिर १३, आइतबार (२९ नोभेम्बर २०२६)", { exact: true }),
  ).toBeVisible();
});

// Each form, the page that carries it, and the footer of that page.
const FORMS = [
  ["enquiry", "/contact"],
  ["visit", "/VisitUs"],
  ["admission", "/apply"],
] as const;

for (const [form, path] of FORMS) {
  for (const nepali of [false, true]) {
    const url = nepali ? `/ne${path}` : path;
    test(`the ${form} form on ${url} links to the notice beside its send button, as does the footer`, async ({
      page,
    }) => {
      await page.goto(url);
      const notice = nepali ? "/ne/privacy" : "/privacy";
      const note = page.locator(`form[data-form="${form}"] [data-privacy-note]`);
      await expect(note).toHaveText(
        nepali
          ? "तपाईँले पठाउनुभएको विवरण हामी तपाईँलाई जवाफ दिन मात्र राख्छौँ: हामी तपाईँको विवरण कसरी राख्छौँ, हेर्नुहोस्।"
          : "We keep what you send only to answer you: see how we handle your details.",
      );
      await expect(note.getByRole("link")).toHaveAttribute("href", notice);
      // Beside the send button: the line just above its row.
      const submit = page.locator(`form[data-form="${form}"] button[type="submit"]`);
      const [noteBox, submitBox] = [await note.boundingBox(), await submit.boundingBox()];
      expect(submitBox!.y - (noteBox!.y + noteBox!.height)).toBeLessThan(40);
      await expect(page.locator("footer [data-privacy-link]")).toHaveAttribute("href", notice);
      await note.getByRole("link").click();
      await expect(page).toHaveURL(notice);
    });
  }
}

async function attachSmallFiles(page: Page) {
  const f = page.locator('form[data-form="admission"]');
  await f.getByLabel("Academic papers").setInputFiles([await smallImage("marks.png")]);
  await f.getByLabel("Student photo").setInputFiles([await smallImage("me.png", "#c9b08f")]);
  await f.getByLabel("Transaction document").setInputFiles([await smallImage("receipt.png", "#ffffff")]);
  await expect(f.locator("[data-picker] img")).toHaveCount(3);
}

test("an application without the consent box ticked is refused in place with the exact message, and nothing is sent", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/apply");
  await hydrated(page);
  const f = page.locator('form[data-form="admission"]');
  const posts = watchPosts(page, "admission");
  await fillAdmissionText(page, marker());
  await attachSmallFiles(page);
  const consent = f.getByLabel(/^I agree that the college keeps/);
  await consent.uncheck();
  await f.getByRole("button", { name: "Submit application" }).click();
  const message = FIELDS.admission.consent.en.required;
  await expect(f.getByText(message, { exact: true })).toBeVisible();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toHaveAccessibleDescription(message);
  await expect(consent).toBeFocused();
  expect(posts).toEqual([]);
  await expectNoAxeViolations(page);
  expect(problems.list).toEqual([]);
});

test("the API refuses an application without consent with the same words, in English and in Nepali", async ({
  request,
}) => {
  const { consent: _ticked, ...unticked } = sampleAdmissionText(`No consent ${marker()}`);
  for (const [language, expected] of [
    ["en", FIELDS.admission.consent.en.required],
    ["ne", FIELDS.admission.consent.ne.required],
  ] as const) {
    const res = await request.post("/api/admission", {
      headers: { accept: "application/json" },
      data: { ...unticked, lang: language, academicPapers: [], studentPhoto: "", transactionDocument: "" },
    });
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors.consent, language).toBe(expected);
  }
});
