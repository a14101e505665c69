import { type Locator, type Page, expect } from "@playwright/test";
import { sampleApplicant } from "../fixtures/sample-applicant";
import type { TestFile } from "./forms-images";
import { hold, hydrated } from "./fixtures";

/** A page of requirements §2.5 that carries the enquiry form. */
export const ENQUIRY_PAGE = "/contact";

/** A unique token to find this test's row among everything in the inbox. */
export function marker(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function kathmanduToday(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kathmandu",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

/** requirements §4: "Error: " plus the message, in red. */
export async function expectErrorStatus(status: Locator) {
  await expect(status).toHaveText(/^Error: .+/, { timeout: 30_000 });
  // The theme's colours are oklch(); a canvas turns any CSS colour into sRGB.
  const [r = 0, g = 0, b = 0] = await status.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d")!;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data);
  });
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(80);
  expect(b).toBeLessThan(80);
}

/** Drops files onto an element the way a browser does (a drop event carrying a DataTransfer). */
export async function dropFiles(page: Page, selector: string, files: TestFile[]) {
  const payload = files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString("base64") }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
    }
    return transfer;
  }, payload);
  await page.locator(selector).dispatchEvent("dragover", { dataTransfer });
  await page.locator(selector).dispatchEvent("drop", { dataTransfer });
}

export { deliveredOnce, outboxState, standin } from "./forms-standin";

/**
 * Holds the page's POSTs to /api/<form> until `release()` (no sleeps): the
 * submitting state can be checked while a request is genuinely in flight.
 */
export async function holdPosts(page: Page, form: string) {
  return { release: await hold(page, `**/api/${form}`) };
}

/**
 * The college's server answering as it does when it cannot keep a
 * submission (its storage unavailable): 503 with the API's message. Returns
 * the JSON bodies the page posted, to check the retry reuses the id.
 */
export async function serverCannotKeep(page: Page, form: string) {
  const bodies: Record<string, unknown>[] = [];
  await page.route(`**/api/${form}`, async (route) => {
    bodies.push(JSON.parse(route.request().postData() ?? "{}"));
    await route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        ok: false,
        error: "We could not save your form just now, so it has not been received. Please try again in a few minutes.",
      }),
    });
  });
  return { bodies, stop: () => page.unroute(`**/api/${form}`) };
}

/** Every POST the page makes to /api/<form>, to prove what was (not) sent. */
export function watchPosts(page: Page, form: string): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes(`/api/${form}`)) posts.push(request.postData() ?? "");
  });
  return posts;
}

/**
 * Reload and wait for hydration. Whatever was still loading when the test
 * reloaded (React Router's route look-up, a form's lazily loaded modules) is
 * cancelled by the reload, which the `problems` fixture does not count.
 */
export async function reload(page: Page) {
  await page.reload();
  await hydrated(page);
}

/** Fill the admission form's text fields with the sample applicant and tick its consent; the transaction line carries `id`. */
export async function fillAdmissionText(page: Page, id: string) {
  const f = page.locator('form[data-form="admission"]');
  await f.getByLabel("Student name").fill(sampleApplicant.name);
  await f.getByLabel("Email").fill(sampleApplicant.email);
  await f.getByLabel(/^Contact number/).fill(sampleApplicant.phone);
  await f.getByLabel("Guardian's contact number").fill(sampleApplicant.guardianPhone);
  await f.getByLabel("Father's name").fill(sampleApplicant.fathersName);
  await f.getByLabel("Mother's name").fill(sampleApplicant.mothersName);
  await f.getByLabel("Present address").fill(sampleApplicant.presentAddress);
  await f.getByLabel("Permanent address").fill(sampleApplicant.permanentAddress);
  await f.getByLabel("Transaction information").fill(`TXN ${id}`);
  await f.getByLabel(/^I agree that the college keeps/).check();
}
