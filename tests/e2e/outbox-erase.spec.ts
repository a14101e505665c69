import { readFile, writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { SUBMISSION_ERASED } from "../../app/forms/contract/constants";
import { submissionReference } from "../../app/forms/contract/reference";
import { sampleEnquiry } from "../fixtures/sample-applicant";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { ADMIN, officeServer } from "./office-server";
import { officePicture } from "./office-pictures";

/**
 * Erasing an applicant end to end, on a server of this spec's own with the
 * local stand-in for the spreadsheet script (scripts/standin.ts, which
 * erases as apps-script/Code.gs does): from the office's page with its
 * confirmation step, and through the operator API, each removing the
 * outbox's row and the sheet's row and files; refused without the token;
 * and, when the script does not erase, nothing deleted anywhere; when the
 * row was moved where the script cannot see it, the office's "check by hand"
 * page (axe-clean at both widths) and its confirmation. Once
 * erased, the same submission sent again is refused (410) and never reaches
 * the sheet.
 */
test.describe.configure({ mode: "serial" });

const server = officeServer(80);
const standin = server.standinSite;
test.use({ baseURL: server.site });

let byPage = "";
let byApi = "";
let refused = "";
let moved = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  [byPage, byApi, refused, moved] = await Promise.all([
    server.admission(`erase-page-${server.run}`),
    server.admission(`erase-api-${server.run}`),
    server.admission(`erase-refused-${server.run}`),
    server.admission(`erase-moved-${server.run}`),
  ]);
  for (const id of [byPage, byApi, refused, moved]) await server.until(id, "delivered");
});

test.afterAll(async () => {
  await server.stop();
});

/** The stand-in's admission rows for `id`, and the files they name. */
async function sheet(id: string): Promise<{ rows: number; files: string[] }> {
  const res = await fetch(`${standin}/__inbox/admission`);
  const rows = ((await res.json()) as Record<string, unknown>[]).filter((row) => row.submissionId === id);
  const files = rows.flatMap((row) => [row.studentPhoto, row.transactionDocument, row.academicPapers].flat());
  return { rows: rows.length, files: files.map((path) => String(path).replace(/^files\//, "")) };
}
const fileStatus = async (name: string) => (await fetch(`${standin}/__files/${name}`)).status;
const erase = (id: string, headers: Record<string, string> = { authorization: `Bearer ${ADMIN}` }) =>
  fetch(`${server.site}/api/admin/submissions/${id}`, { method: "DELETE", headers });

async function signIn(page: Page) {
  const res = await fetch(`${server.site}/office/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.site, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Gita Rai", token: ADMIN }),
  });
  expect(res.status).toBe(303);
  const value = /^mbc_office=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
  await page.context().addCookies([
    {
      name: "mbc_office",
      value,
      domain: "127.0.0.1",
      path: "/office",
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
    },
  ]);
}

test("the office erases an applicant after confirming: the row, the sheet's row and its files go", async ({ page }) => {
  const before = await sheet(byPage);
  expect(before.rows).toBe(1);
  expect(before.files).toHaveLength(4);
  for (const file of before.files) expect(await fileStatus(file)).toBe(200);

  await signIn(page);
  const reference = submissionReference(byPage);
  await page.goto(`/office/submissions/${byPage}`);
  await page.getByRole("link", { name: "Erase this applicant's submission" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase admission ${reference}?`);
  // Only the confirmation erases: so far everything is still there.
  expect((await sheet(byPage)).rows).toBe(1);
  await page.getByRole("button", { name: `Erase ${reference} for good` }).click();

  await expect(page).toHaveURL(`${server.site}/office?done=erased`);
  await expect(page.getByRole("status")).toContainText("Erased.");
  const record = page.getByRole("region", { name: "What staff did lately" });
  await expect(record).toContainText("Erased an applicant's submission");
  await expect(record).toContainText("by Gita Rai (office token)");
  await expect(record).not.toContainText(reference);

  expect(await sheet(byPage)).toEqual({ rows: 0, files: [] });
  for (const file of before.files) expect(await fileStatus(file)).toBe(404);
  expect(await server.item(byPage)).toBeNull();
  await page.goto(`/office/submissions/${byPage}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
});

test("a row moved where the script cannot see it: the office is told to check by hand, then erases the website's copy", async ({
  page,
}) => {
  // The office moved the row to another spreadsheet: the stand-in's tab no longer has it, its files are still in Drive.
  const { files } = await sheet(moved);
  expect(files).toHaveLength(4);
  const tab = `${server.inbox}/admission.jsonl`;
  const lines = (await readFile(tab, "utf8")).split("\n");
  await writeFile(tab, lines.filter((line) => !line.includes(moved)).join("\n"));
  expect((await sheet(moved)).rows).toBe(0);

  await signIn(page);
  const reference = submissionReference(moved);
  await page.goto(`/office/submissions/${moved}/erase`);
  const answer = page.waitForResponse((res) => res.request().method() === "POST");
  await page.getByRole("button", { name: `Erase ${reference} for good` }).click();
  expect((await answer).status()).toBe(409);
  const byHand = page.getByRole("region", { name: "Not found in the sheet: check by hand" });
  await expect(byHand).toContainText(`${reference} was not erased`);
  await expect(byHand.getByRole("listitem").first()).toContainText(moved);
  // The website kept its row, the only key to the rest.
  expect(await server.item(moved)).not.toBeNull();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 900, height: 900 });
  await officePicture(page, "docs/office/erase-check-by-hand.png", byHand);

  // The confirmation needs the box ticked: the browser holds the form until it is.
  await byHand.getByRole("button", { name: `Erase the website's copy of ${reference}` }).click();
  await expect(page).toHaveURL(`${server.site}/office/submissions/${moved}/erase`);
  await byHand.getByRole("checkbox").check();
  await byHand.getByRole("button", { name: `Erase the website's copy of ${reference}` }).click();
  await expect(page).toHaveURL(`${server.site}/office?done=erased`);
  expect(await server.item(moved)).toBeNull();
  // What the script could see, it erased: the files went with the first try.
  for (const file of files) expect(await fileStatus(file)).toBe(404);
});

test("the operator API refuses without the token and erases with it", async () => {
  const before = await sheet(byApi);
  expect(before.rows).toBe(1);
  expect((await erase(byApi, {})).status).toBe(401);
  expect((await erase(byApi, { authorization: "Bearer not-the-token-0123456789abcdefgh" })).status).toBe(401);
  expect(await sheet(byApi)).toEqual(before);
  expect((await server.item(byApi))?.state).toBe("delivered");

  const res = await erase(byApi);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, erased: 1, id: byApi });
  expect(await sheet(byApi)).toEqual({ rows: 0, files: [] });
  for (const file of before.files) expect(await fileStatus(file)).toBe(404);
  expect(await server.item(byApi)).toBeNull();
  expect((await erase(byApi)).status).toBe(404);
});

test("an erased submission sent again is refused, by the reference a person reads, and the sheet stays without it", async () => {
  const message = `erase-replay-${server.run}`;
  const id = await server.enquiry(message);
  await server.until(id, "delivered");
  const res = await erase(submissionReference(id));
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, erased: 1, id });

  const again = await fetch(`${server.site}/api/enquiry`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...sampleEnquiry(message), submissionId: id }),
  });
  expect(again.status).toBe(410);
  expect(await again.json()).toEqual({ ok: false, error: SUBMISSION_ERASED });
  expect(await server.item(id)).toBeNull();
  const inbox = (await (await fetch(`${standin}/__inbox/enquiry`)).json()) as Record<string, unknown>[];
  expect(inbox.filter((row) => row.submissionId === id)).toEqual([]);
});

test("when the script does not erase, nothing is deleted anywhere", async () => {
  // The stand-in refuses every post naming this id from now on, erasures included.
  await server.standin(refused, "error-json");
  const res = await erase(refused);
  expect(res.status).toBe(502);
  expect(((await res.json()) as { error: string }).error).toMatch(/^Nothing was erased: .*Stand-in told to fail/);
  expect((await sheet(refused)).rows).toBe(1);
  expect((await server.item(refused))?.state).toBe("delivered");
});
