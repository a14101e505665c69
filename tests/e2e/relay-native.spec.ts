import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { deliveredOnce } from "./forms-standin";

/**
 * A visitor whose JavaScript has not loaded (or is off) still gets their
 * form delivered: the real forms post natively to /api/*, the
 * Worker relays them and answers with a server-rendered result page.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const STANDIN = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8790) + 1}`;
const tag = () => `native-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/**
 * axe needs script in the page, which this file turns off; so check the
 * result page's exact HTML again, served at its own origin (its stylesheet
 * loads from the real server) in a page with JavaScript on.
 */
async function expectResultPageAccessible(browser: import("@playwright/test").Browser, baseURL: string, html: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(`${baseURL}/__result-page`, (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await page.goto(`${baseURL}/__result-page`);
  await expectNoAxeViolations(page);
  await context.close();
}

test.beforeEach(async ({ request }) => {
  await request.post(`${STANDIN}/__control`, { data: { mode: "ok" } });
});

test("enquiry without JavaScript: result page with a reference, one row; a repost is not a second row", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const id = tag();
  await page.goto("/contact");
  const form = page.locator('form[data-form="enquiry"]');
  // The server gives every page view its own submission id, even from the edge cache.
  const submissionId = await form.locator('input[type="hidden"][name="submissionId"]').inputValue();
  expect(submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const again = await request.get("/contact");
  expect(await again.text()).not.toContain(submissionId);
  await form.locator('[name="name"]').fill("Anita Gurung");
  await form.locator('[name="email"]').fill("anita@example.com");
  await form.locator('[name="contactNo"]').fill("9800000005");
  await form.locator('[name="message"]').fill(`Do you have evening classes? ${id}`);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiry sent" })).toBeVisible();
  await expect(page.getByText("The college has received your enquiry.")).toBeVisible();
  await expect(page.locator("[data-reference]")).toHaveText(`MBC-${submissionId.slice(0, 8).toUpperCase()}`);
  await expectResultPageAccessible(browser, baseURL!, await page.content());
  const row = await deliveredOnce("enquiry", (r) => String(r.message).includes(id));
  expect(row).toMatchObject({
    name: "Anita Gurung",
    email: "anita@example.com",
    contactNo: "9800000005",
    submissionId,
  });

  // The same post again (a reload of the result page resubmits it): answered as before, no second row.
  const repost = await request.post("/api/enquiry", {
    form: {
      name: "Anita Gurung",
      email: "anita@example.com",
      contactNo: "9800000005",
      message: `Do you have evening classes? ${id}`,
      submissionId,
    },
  });
  expect(repost.status()).toBe(200);
  expect(await repost.text()).toContain(`MBC-${submissionId.slice(0, 8).toUpperCase()}`);
  await deliveredOnce("enquiry", (r) => String(r.message).includes(id));
});

test("enquiry errors without JavaScript: the messages and a way back to the form", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/contact");
  await page.locator('form[data-form="enquiry"] button[type="submit"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Enquiry not sent" })).toBeVisible();
  for (const message of [
    "Name is required!",
    "Email is required!",
    "Contact number is required!",
    "Message is required!",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: message })).toBeVisible();
  }
  await expectResultPageAccessible(browser, baseURL!, await page.content());
  await page.getByRole("link", { name: "Back to the form" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("visit request without JavaScript: checkbox lists arrive as lists", async ({ page }) => {
  const id = tag();
  await page.goto("/VisitUs");
  const form = page.locator("form[action='/api/visit']");
  await form.locator('[name="fullName"]').fill("Bikash Lama");
  await form.locator('[name="email"]').fill("bikash@example.com");
  await form.locator('[name="phoneNumber"]').fill("+9779800000006");
  await form.locator('input[name="preferredContactMethod"][value="Email"]').check();
  await form.locator('input[name="preferredContactMethod"][value="SMS"]').check();
  await form.locator('input[name="interests"][value="L3IFDHES"]').check();
  await form.locator('input[name="connectionMethod"][value="Request Phone Callback"]').check();
  await form.locator('[name="preferredDate"]').fill("2027-04-10");
  await form.locator('input[name="preferredTimeSlot"][value="Morning (9 AM – 12 PM)"]').check();
  await form.locator('[name="message"]').fill(id);
  await form.locator('input[name="howHeard"][value="Google / Website"]').check();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Visit request sent" })).toBeVisible();
  const row = await deliveredOnce("visit", (r) => r.message === id);
  expect(row).toMatchObject({
    preferredContactMethod: ["Email", "SMS"],
    interests: ["L3IFDHES"],
    connectionMethod: "Request Phone Callback",
    preferredDate: "2027-04-10",
    preferredTimeSlot: ["Morning (9 AM – 12 PM)"],
    howHeard: ["Google / Website"],
  });
});

test("admission without JavaScript: multipart files arrive as the same images", async ({ page, request }) => {
  const id = tag();
  const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#2050a0" } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#a05020" } })
    .jpeg()
    .toBuffer();
  await page.goto("/apply");
  const form = page.locator('form[data-form="admission"]');
  const text: Record<string, string> = {
    email: "dipa@example.com",
    studentName: "Dipa Shrestha",
    contactNumber: "9800000007",
    fathersName: "Ram Shrestha",
    mothersName: "Sita Shrestha",
    presentAddress: "Baneshwor, Kathmandu",
    permanentAddress: "Pokhara, Kaski",
    guardianContactNumber: "9800000008",
    transactionInfo: `Deposit slip ${id}`,
  };
  for (const [name, value] of Object.entries(text)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="consent"]').check();
  await form.locator('input[type="file"][name="academicPapers"]').setInputFiles([
    { name: "marksheet.png", mimeType: "image/png", buffer: png },
    { name: "certificate.jpg", mimeType: "image/jpeg", buffer: jpeg },
  ]);
  await form
    .locator('input[type="file"][name="studentPhoto"]')
    .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await form
    .locator('input[type="file"][name="transactionDocument"]')
    .setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: png });
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Application received" })).toBeVisible();
  const rows = [await deliveredOnce("admission", (r) => r.transactionInfo === text.transactionInfo)];
  expect(rows[0]).toMatchObject(text);
  const file = async (path: unknown) =>
    (await request.get(`${STANDIN}/__files/${String(path).replace(/^files\//, "")}`)).body();
  const papers = rows[0]!.academicPapers as string[];
  expect(papers).toHaveLength(2);
  expect((await file(papers[0])).equals(png)).toBe(true);
  expect((await file(papers[1])).equals(jpeg)).toBe(true);
  expect((await file(rows[0]!.studentPhoto)).equals(jpeg)).toBe(true);
});
