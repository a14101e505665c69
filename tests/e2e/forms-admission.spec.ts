import type { Page } from "@playwright/test";
import sharp from "sharp";
import { sampleAdmissionText, sampleApplicant } from "../fixtures/sample-applicant";
import { PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import {
  fillAdmissionText,
  deliveredOnce,
  dropFiles,
  expectErrorStatus,
  marker,
  reload,
  serverCannotKeep,
  standin,
  watchPosts,
} from "./forms-helpers";
import { brokenImage, documentPhoto, largePhoto, phonePhoto, smallImage } from "./forms-images";

// requirements §3, §5, §8, §9: the online admission form on /apply.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/apply");
  await hydrated(page);
});

const form = (page: Page) => page.locator('form[data-form="admission"]');
const papers = (page: Page) => form(page).locator('[data-picker="academicPapers"]');
const previews = (page: Page) => papers(page).getByRole("img");

async function attachSmallFiles(page: Page) {
  const f = form(page);
  await f.getByLabel("Academic papers").setInputFiles([await smallImage("marks.png")]);
  await f.getByLabel("Student photo").setInputFiles([await smallImage("me.png", "#c9b08f")]);
  await f.getByLabel("Transaction document").setInputFiles([await smallImage("receipt.png", "#ffffff")]);
  await expect(previews(page)).toHaveCount(1);
  await expect(f.locator('[data-picker="transactionDocument"]').getByRole("img")).toHaveCount(1);
}

test("every requirements §5 message appears in place; axe is clean with errors showing", async ({ page, problems }) => {
  const f = form(page);
  await f.getByRole("button", { name: "Submit application" }).click();
  for (const message of [
    "Valid email is required!",
    "Student Name is required!",
    "Valid contact number is required!",
    "Father's Name is required!",
    "Mother's Name is required!",
    "Present Address is required!",
    "Permanent Address is required!",
    "Valid guardian contact number is required!",
    "At least 1 academic paper file is required!",
    "Student Photo file is required!",
    "Transaction Information is required!",
    "Transaction Document file is required!",
    "Please tick the box to agree to how the college keeps your application!",
  ]) {
    await expect(f.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(f.getByLabel("Student name")).toBeFocused();
  await expect(f.getByLabel("Academic papers")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(problems.list).toEqual([]);
});

test("previews, per-file removal, drag-and-drop and the five-file rule", async ({ page }) => {
  const f = form(page);
  const input = f.getByLabel("Academic papers");
  await input.setInputFiles([await smallImage("a.png"), await smallImage("b.png"), await smallImage("c.png")]);
  await expect(previews(page)).toHaveCount(3);
  await expect(previews(page).first()).toHaveAttribute("src", /^blob:/);
  await expect(papers(page).getByRole("img", { name: "Preview of a.jpg" })).toBeVisible();

  await input.setInputFiles([await smallImage("d.png"), await smallImage("e.png"), await smallImage("f.png")]);
  await expect(f.getByText("Maximum 5 files allowed!")).toBeVisible();
  await expect(previews(page)).toHaveCount(3);

  await papers(page).getByRole("button", { name: "Remove b.jpg" }).click();
  await expect(f.getByText("Maximum 5 files allowed!")).toHaveCount(0); // removal clears the field's error
  await expect(previews(page)).toHaveCount(2);
  await expect(papers(page).getByRole("img", { name: "Preview of b.jpg" })).toHaveCount(0);

  await dropFiles(page, '[data-dropzone="academicPapers"]', [await smallImage("g.png"), await smallImage("h.png")]);
  await expect(previews(page)).toHaveCount(4);
  await dropFiles(page, '[data-dropzone="academicPapers"]', [await smallImage("i.png"), await smallImage("j.png")]);
  await expect(f.getByText("Maximum 5 files allowed!")).toBeVisible();
  await expect(previews(page)).toHaveCount(4);
  await dropFiles(page, '[data-dropzone="academicPapers"]', [await smallImage("k.png")]);
  await expect(previews(page)).toHaveCount(5);
});

test("what cannot be read is refused with requirements §8's messages: not an image, or not decodable", async ({
  page,
}) => {
  const f = form(page);
  const notAnImage = { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 not a picture") };
  await f.getByLabel("Academic papers").setInputFiles([notAnImage]);
  await expect(f.getByText("Failed to read file: notes.pdf")).toBeVisible();
  await f.getByLabel("Academic papers").setInputFiles([brokenImage("broken.jpg")]);
  await expect(f.getByText("Failed to read file: broken.jpg")).toBeVisible();
  await expect(previews(page)).toHaveCount(0);
  await f.getByLabel("Student photo").setInputFiles([notAnImage]);
  await expect(f.getByText("Failed to read student photo")).toBeVisible();
  await f.getByLabel("Student photo").setInputFiles([brokenImage()]);
  await expect(f.getByText("Failed to read student photo")).toBeVisible();
  await f.getByLabel("Transaction document").setInputFiles([brokenImage()]);
  await expect(f.getByText("Failed to read transaction document")).toBeVisible();
  await expect(f.locator("[data-encoded-bytes]")).toHaveCount(0);
});

test("6 MB and 12 MB phone photos are compressed first, accepted, shown and delivered under the limits", async ({
  page,
  problems,
}) => {
  test.setTimeout(180_000);
  // Decoding waits for the test's go-ahead, so "Preparing photo…" can be
  // checked while it is genuinely under way; the options each decode was
  // asked for are kept to prove it decodes straight to the sent size.
  await page.addInitScript(() => {
    const w = window as unknown as { __decodes: unknown[]; __go: () => void };
    const original = window.createImageBitmap.bind(window) as (...args: unknown[]) => Promise<ImageBitmap>;
    const gate = new Promise<void>((resolve) => (w.__go = resolve));
    w.__decodes = [];
    window.createImageBitmap = (async (...args: unknown[]) => {
      w.__decodes.push(args[1]);
      await gate;
      return original(...args);
    }) as typeof createImageBitmap;
  });
  await reload(page);
  const [six, twelve] = [await largePhoto("6mb", "portrait.jpg"), await largePhoto("12mb", "marksheet.jpg")];
  expect(six.buffer.length).toBeGreaterThan(5.5 * 1024 * 1024);
  expect(twelve.buffer.length).toBeGreaterThan(11 * 1024 * 1024);
  const id = marker();
  await fillAdmissionText(page, id);
  const f = form(page);
  const photoPicker = f.locator('[data-picker="studentPhoto"]');
  const submit = f.locator('button[type="submit"]');
  // Where the rows below the photo field sit.
  const top = async () => [
    (await f.getByLabel("Transaction information").boundingBox())?.y,
    (await f.getByRole("button", { name: "Clear form" }).boundingBox())?.y,
  ];
  const before = await top();

  await f.getByLabel("Student photo").setInputFiles([six]);
  const status = photoPicker.locator("[data-picker-status]");
  await expect(status).toHaveText("Preparing photo…");
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(f.getByLabel("Student photo")).toHaveAccessibleDescription(/Preparing photo…/);
  await expect(submit).toHaveText("Processing...");
  expect(await top()).toEqual(before); // the status takes the line that was there: nothing moves
  await page.evaluate(() => (window as unknown as { __go: () => void }).__go());
  await expect(photoPicker.getByRole("img", { name: "Preview of portrait.jpg" })).toBeVisible({ timeout: 60_000 });
  await expect(status).toHaveText("1 file chosen.");
  await expect(photoPicker.getByText("Each file must be under 5MB!")).toHaveCount(0);

  await f.getByLabel("Academic papers").setInputFiles([twelve]);
  await expect(papers(page).getByRole("img", { name: "Preview of marksheet.jpg" })).toBeVisible({ timeout: 60_000 });
  await f.getByLabel("Transaction document").setInputFiles([await smallImage("receipt.png", "#ffffff")]);
  await expect(f.locator('[data-picker="transactionDocument"]').getByRole("img")).toHaveCount(1);
  await expect(f.getByRole("alert")).toHaveCount(0);

  // Decoded at the size that is sent (upright pixels), never at 48 megapixels.
  const decodes = await page.evaluate(() => (window as unknown as { __decodes: unknown[] }).__decodes);
  expect(decodes.slice(0, 2)).toEqual([
    { imageOrientation: "from-image", resizeWidth: 1500, resizeHeight: 2000, resizeQuality: "high" },
    { imageOrientation: "from-image", resizeWidth: 2000, resizeHeight: 1500, resizeQuality: "high" },
  ]);
  // The previews show what will be sent: the sideways portrait upright.
  const shown = await f
    .locator("[data-encoded-bytes] img")
    .evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({ alt: img.alt, w: img.naturalWidth, h: img.naturalHeight })),
    );
  // (Noisy photos step down past 2000 px to fit the per-file budget.)
  const preview = (alt: string) => shown.find((img) => img.alt === alt)!;
  expect(preview("Preview of marksheet.jpg").w / preview("Preview of marksheet.jpg").h).toBeCloseTo(4 / 3, 2);
  expect(preview("Preview of portrait.jpg").h / preview("Preview of portrait.jpg").w).toBeCloseTo(4 / 3, 2);
  expect(Math.max(...shown.map((img) => Math.max(img.w, img.h)))).toBeLessThanOrEqual(2000);

  await standin.control(id);
  await submit.click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => localStorage.getItem("draft:admission"))).toBeNull(); // cleared on success
  const row = await deliveredOnce("admission", (r) => String(r.transactionInfo).includes(id));
  const delivered = await standin.admissionImages(row);
  const encoded = (b: Buffer) => "data:image/jpeg;base64,".length + Math.ceil(b.length / 3) * 4;
  const all = [...delivered.academicPapers, delivered.studentPhoto, delivered.transactionDocument];
  for (const image of all) {
    expect((await sharp(image).metadata()).format).toBe("jpeg");
    expect(encoded(image)).toBeLessThanOrEqual(5 * 1024 * 1024);
  }
  expect(all.reduce((sum, image) => sum + encoded(image), 0)).toBeLessThanOrEqual(5 * 1024 * 1024);
  const paper = await sharp(delivered.academicPapers[0]!).metadata();
  expect(Math.max(paper.width ?? 0, paper.height ?? 0)).toBeLessThanOrEqual(2000);
  expect(paper.width! / paper.height!).toBeCloseTo(4 / 3, 2);
  const portrait = await sharp(delivered.studentPhoto).metadata();
  expect(portrait.height! / portrait.width!).toBeCloseTo(4 / 3, 2);
  expect(portrait.orientation ?? 1).toBe(1);
  const mb = (n: number) => `${(n / 1048576).toFixed(2)} MB`;
  test.info().annotations.push({
    type: "large photos",
    description: `6 MB photo ${mb(six.buffer.length)} → ${mb(delivered.studentPhoto.length)} (${mb(encoded(delivered.studentPhoto))} encoded, ${portrait.width}×${portrait.height}); 12 MB photo ${mb(twelve.buffer.length)} → ${mb(delivered.academicPapers[0]!.length)} (${mb(encoded(delivered.academicPapers[0]!))} encoded, ${paper.width}×${paper.height})`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  expect(problems.list).toEqual([]);
});

test("a 4000×3000 phone photo is compressed under the cap and arrives intact; progress shows while sending", async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  const photo = await phonePhoto();
  expect(photo.buffer.length).toBeGreaterThan(3 * 1024 * 1024);
  expect(photo.buffer.length).toBeLessThan(5 * 1024 * 1024);
  const id = marker();
  await fillAdmissionText(page, id);
  const f = form(page);
  await f.getByLabel("Academic papers").setInputFiles([photo]);
  await expect(previews(page)).toHaveCount(1, { timeout: 20_000 });
  const shown = await previews(page)
    .first()
    .evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(Math.max(shown.w, shown.h)).toBeLessThanOrEqual(2000);
  expect(shown.w / shown.h).toBeCloseTo(4 / 3, 2);
  await f.getByLabel("Student photo").setInputFiles([await smallImage("me.png", "#c9b08f")]);
  await f.getByLabel("Transaction document").setInputFiles([await smallImage("receipt.png", "#ffffff")]);
  await expect(f.locator('[data-picker="transactionDocument"]').getByRole("img")).toHaveCount(1);
  await expect(f.locator("[data-files-total]")).toContainText("of 5.0 MB");

  await standin.control(id);
  // A slow phone uplink (256 KB/s): the upload takes seconds, and its progress shows meanwhile.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await f.getByRole("button", { name: "Submit application" }).click();
  await expect(f.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await expect(f.getByRole("status")).toHaveText("Hold on till Submitting...");
  await expect(f.locator("[data-upload-progress] progress")).toBeAttached();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("dialog")).toContainText("The college has received your application and documents.");
  await expect(page.getByRole("dialog").locator("[data-reference]")).toHaveText(/^MBC-[0-9A-F]{8}$/);
  await expectNoAxeViolations(page);
  await expect(previews(page)).toHaveCount(0);
  await expect(f.getByLabel("Student name")).toHaveValue("");

  const rows = [await deliveredOnce("admission", (row) => String(row.transactionInfo).includes(id))];
  expect(rows[0]).toMatchObject(sampleAdmissionText(`TXN ${id}`));
  const delivered = await standin.admissionImages(rows[0]!);
  expect(delivered.academicPapers).toHaveLength(1);
  const paper = delivered.academicPapers[0]!;
  const meta = await sharp(paper).metadata();
  expect(meta.format).toBe("jpeg");
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2000);
  expect(paper.length).toBeLessThan(1024 * 1024);
  const stats = await sharp(paper).stats();
  expect(stats.channels[0]!.stdev).toBeGreaterThan(10); // a real picture, not a blank
  expect(problems.list).toEqual([]);
});

test("server cannot keep it: Error: in red, every field and file kept; the retry sends the same id; reload keeps the typed text", async ({
  page,
  problems,
}) => {
  const id = marker();
  await fillAdmissionText(page, id);
  await attachSmallFiles(page);
  await standin.control(id);
  const f = form(page);
  const refusing = await serverCannotKeep(page, "admission");
  await f.getByRole("button", { name: "Submit application" }).click();
  await expectErrorStatus(f.getByRole("status"));
  await expect(f.getByLabel("Student name")).toHaveValue(sampleApplicant.name);
  await expect(previews(page)).toHaveCount(1);
  await expect(f.locator('[data-picker="studentPhoto"]').getByRole("img")).toHaveCount(1);
  await expect(f.getByRole("button", { name: "Submit application" })).toBeEnabled();
  await f.getByRole("button", { name: "Submit application" }).click();
  await expect.poll(() => refusing.bodies.length).toBe(2);
  await expectErrorStatus(f.getByRole("status"));
  expect(refusing.bodies[1]!.submissionId).toBe(refusing.bodies[0]!.submissionId);
  expect(refusing.bodies[1]!.studentPhoto).toBe(refusing.bodies[0]!.studentPhoto);

  await refusing.stop();
  await reload(page);
  await expect(form(page).getByLabel("Student name")).toHaveValue(sampleApplicant.name);
  await expect(form(page).getByLabel("Transaction information")).toHaveValue(`TXN ${id}`);
  expect(problems.list.filter((p) => !p.includes("/api/admission") && !p.includes("status of 503"))).toEqual([]);
});

test("only what still cannot fit after compression is refused: the 5 MB total and the 5 MB per file", async ({
  page,
}) => {
  // Compression normally keeps seven files far under the total, so the
  // encoder is made to pad its output (by window.__pad bytes): each small
  // image then comes to about 1.3 MB encoded, and three fill the total.
  await page.addInitScript(() => {
    const w = window as unknown as { __pad: number };
    w.__pad = 1_000_000;
    const original = OffscreenCanvas.prototype.convertToBlob;
    OffscreenCanvas.prototype.convertToBlob = async function (options) {
      const blob = await original.call(this, options);
      return new Blob([blob, new Uint8Array(w.__pad)], { type: blob.type });
    };
  });
  await reload(page);
  const f = form(page);
  const photoPicker = f.locator('[data-picker="studentPhoto"]');
  const posts = watchPosts(page, "admission");
  await f
    .getByLabel("Academic papers")
    .setInputFiles([await smallImage("a.png"), await smallImage("b.png"), await smallImage("c.png")]);
  await expect(previews(page)).toHaveCount(3);
  await f.getByLabel("Student photo").setInputFiles([await smallImage("me.png")]);
  await expect(photoPicker.getByText("Total file size exceeds 5MB limit")).toBeVisible();
  await expect(photoPicker.getByRole("img")).toHaveCount(0);
  const kept = await f
    .locator("[data-encoded-bytes]")
    .evaluateAll((els) => els.reduce((sum, el) => sum + Number(el.getAttribute("data-encoded-bytes")), 0));
  expect(kept).toBeLessThanOrEqual(5 * 1024 * 1024);
  await expect(f.locator("[data-files-total]")).toContainText(/Files to send: [34]\.\d MB of 5\.0 MB/);

  // Removing a paper makes room: the same photo now fits.
  await papers(page).getByRole("button", { name: "Remove a.jpg" }).click();
  await f.getByLabel("Student photo").setInputFiles([await smallImage("me.png")]);
  await expect(photoPicker.getByRole("img", { name: "Preview of me.jpg" })).toBeVisible();
  await expect(photoPicker.getByText("Total file size exceeds 5MB limit")).toHaveCount(0);

  // An image still over 5 MB on its own after compression.
  await page.evaluate(() => ((window as unknown as { __pad: number }).__pad = 4_000_000));
  await f.getByLabel("Transaction document").setInputFiles([await smallImage("receipt.png")]);
  await expect(
    f.locator('[data-picker="transactionDocument"]').getByText("Each file must be under 5MB!"),
  ).toBeVisible();
  await expect(f.locator('[data-picker="transactionDocument"]').getByRole("img")).toHaveCount(0);
  expect(posts).toHaveLength(0);
});

test("five phone photos of documents plus a portrait and a receipt fit the 5 MB total", async ({ page }) => {
  test.setTimeout(180_000);
  const f = form(page);
  const originals = [];
  for (let i = 1; i <= 5; i++) originals.push(await documentPhoto(`page${i}.jpg`));
  await f.getByLabel("Academic papers").setInputFiles(originals);
  await expect(previews(page)).toHaveCount(5, { timeout: 90_000 });
  await f.getByLabel("Student photo").setInputFiles([await phonePhoto("portrait.jpg")]);
  await f.getByLabel("Transaction document").setInputFiles([await phonePhoto("receipt.jpg")]);
  await expect(f.locator('[data-picker="transactionDocument"]').getByRole("img")).toHaveCount(1, { timeout: 60_000 });
  await expect(f.getByText("Total file size exceeds 5MB limit")).toHaveCount(0);
  const sizes = await f
    .locator("[data-encoded-bytes]")
    .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-encoded-bytes"))));
  const papersEncoded = sizes.slice(0, 5).reduce((a, b) => a + b, 0);
  const total = sizes.reduce((a, b) => a + b, 0);
  const before = originals.reduce((a, b) => a + b.buffer.length, 0);
  test.info().annotations.push({
    type: "compression",
    description: `5 document photos ${(before / 1048576).toFixed(1)} MB → ${(papersEncoded / 1048576).toFixed(2)} MB encoded; with portrait and receipt ${(total / 1048576).toFixed(2)} MB`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  expect(total).toBeLessThanOrEqual(5 * 1024 * 1024);
});

test("Clear form removes the typed text, the chosen files and their previews, errors and the draft", async ({
  page,
  problems,
}) => {
  const f = form(page);
  await fillAdmissionText(page, marker());
  await attachSmallFiles(page);
  await f.getByLabel("Academic papers").setInputFiles([brokenImage("broken.jpg")]);
  await expect(f.getByText("Failed to read file: broken.jpg")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("draft:admission"))).toContain(sampleApplicant.name);

  await f.getByRole("button", { name: "Clear form" }).click();
  await expect(f.getByLabel("Student name")).toBeFocused();
  await expect(f.getByLabel("Student name")).toHaveValue("");
  await expect(f.getByLabel("Transaction information")).toHaveValue("");
  await expect(f.locator("[data-encoded-bytes]")).toHaveCount(0);
  await expect(f.getByText("Failed to read file: broken.jpg")).toHaveCount(0);
  await expect(f.locator("[data-files-total]")).toContainText("Files to send: 0 KB of 5.0 MB");
  expect(await page.evaluate(() => localStorage.getItem("draft:admission"))).toBeNull();

  // The same files can be chosen again at once.
  await f.getByLabel("Student photo").setInputFiles([await smallImage("me.png", "#c9b08f")]);
  await expect(f.locator('[data-picker="studentPhoto"]').getByRole("img")).toHaveCount(1);

  await reload(page);
  await expect(form(page).getByLabel("Student name")).toHaveValue("");
  await expect(form(page).getByLabel("Permanent address")).toHaveValue("");
  expect(problems.list).toEqual([]);
});
