import sharp from "sharp";
import type { FormName } from "../../app/forms/contract/schemas";
import { SUBMISSION_ID_CONFLICT } from "../../app/forms/contract/constants";
import { sampleAdmissionText, sampleApplicant, sampleEnquiry, sampleVisitContact } from "../fixtures/sample-applicant";
import { expect, test } from "./fixtures";
import { ADMIN_TOKEN, deliveredOnce, outboxItem, standin } from "./forms-standin";

/**
 * End to end through the built Worker, its outbox (Miniflare's R2 and
 * Queues) and the local stand-in for the college's script
 * (scripts/standin.ts, started by scripts/serve.ts on E2E_PORT + 1, data
 * in .data/e2e-<port>): every form's row lands with every field intact, exactly
 * once, however the script misbehaves. Serial, because the load test
 * changes the stand-in's limits for everyone.
 */
test.describe.configure({ mode: "serial" });

const STANDIN = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8790) + 1}`;
const tag = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function image(format: "png" | "jpeg" | "webp" | "gif", colour: string) {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}
const asDataUrl = (format: string, bytes: Buffer) => `data:image/${format};base64,${bytes.toString("base64")}`;

type Row = Record<string, unknown> & { submissionId: string };

test.beforeEach(async ({ request }) => {
  await request.post(`${STANDIN}/__control`, { data: { mode: "ok" } });
});
test.afterAll(async ({ request }) => {
  await request.post(`${STANDIN}/__control`, { data: { mode: "ok" } });
});

async function rowsFor(
  request: import("@playwright/test").APIRequestContext,
  form: string,
  id: string,
): Promise<Row[]> {
  const res = await request.get(`${STANDIN}/__inbox/${form}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Row[]).filter((row) => row.submissionId === id);
}

/** Delivered, and in the inbox exactly once. */
const landedOnce = async (form: FormName, id: string) => [await deliveredOnce(form, (row) => row.submissionId === id)];

async function submit(
  request: import("@playwright/test").APIRequestContext,
  form: string,
  data: Record<string, unknown>,
) {
  const res = await request.post(`/api/${form}`, { data });
  const body = (await res.json()) as { ok: boolean; id?: string; errors?: unknown; error?: string };
  expect(res.status(), JSON.stringify(body)).toBe(200);
  expect(body.ok).toBe(true);
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  return body.id!;
}

test("an enquiry lands once with every field", async ({ request }) => {
  const enquiry = { ...sampleEnquiry(`Brochure please — नमस्ते ${tag()}`), contactNo: sampleApplicant.phoneSpaced };
  const id = await submit(request, "enquiry", { ...enquiry, ignored: "not forwarded" });
  const rows = await landedOnce("enquiry", id);
  expect(rows[0]).toMatchObject(enquiry);
  expect(rows[0]).not.toHaveProperty("ignored");
  expect(String(rows[0]!.submittedAt)).toMatch(/\+05:45$/);
});

test("a visit request lands once with every list intact", async ({ request }) => {
  const visit = {
    ...sampleVisitContact(),
    preferredContactMethod: ["Phone Call", "Viber"],
    interests: [
      "BSc (Hons) Cybersecurity & Networking",
      "Short Courses in Cyber Security, Artificial Intelligence and Data Science",
    ],
    connectionMethod: "Request Online Counselling",
    preferredDate: "2027-03-01",
    preferredTimeSlot: ["Afternoon (12 PM – 3 PM)", "Evening (3 PM – 6 PM)"],
    message: `Evening is best. ${tag()}`,
    howHeard: ["Event / Seminar"],
  };
  const id = await submit(request, "visit", visit);
  const rows = await landedOnce("visit", id);
  expect(rows[0]).toMatchObject(visit);
});

test("an admission lands once; every image arrives byte for byte", async ({ request }) => {
  const files = {
    papers: [await image("png", "#204080"), await image("jpeg", "#c04020"), await image("webp", "#30a050")],
    photo: await image("jpeg", "#c9b08f"),
    slip: await image("gif", "#ffffff"),
  };
  const text = sampleAdmissionText(`Bank ref ${tag()}`);
  const id = await submit(request, "admission", {
    ...text,
    academicPapers: [
      asDataUrl("png", files.papers[0]!),
      asDataUrl("jpeg", files.papers[1]!),
      asDataUrl("webp", files.papers[2]!),
    ],
    studentPhoto: asDataUrl("jpeg", files.photo),
    transactionDocument: asDataUrl("gif", files.slip),
  });
  const [row] = (await landedOnce("admission", id)) as [Row];
  expect(row).toMatchObject(text);
  const fetchFile = async (path: unknown) => {
    const res = await request.get(`${STANDIN}/__files/${String(path).replace(/^files\//, "")}`);
    expect(res.ok()).toBe(true);
    return res.body();
  };
  const papers = row.academicPapers as string[];
  expect(papers).toHaveLength(3);
  for (const [i, path] of papers.entries()) expect((await fetchFile(path)).equals(files.papers[i]!)).toBe(true);
  expect((await fetchFile(row.studentPhoto)).equals(files.photo)).toBe(true);
  expect((await fetchFile(row.transactionDocument)).equals(files.slip)).toBe(true);
});

test("a native (no-JavaScript) enquiry lands once and gets a result page", async () => {
  const message = `Sent without JavaScript ${tag()}`;
  const res = await fetchForm(sampleEnquiry(message));
  expect(res.status).toBe(200);
  expect(await res.text()).toContain("Thank you! Our college office will contact you soon.");
  await deliveredOnce("enquiry", (row) => row.message === message);
});

/** A URL-encoded post, as a browser without JavaScript sends it. */
const fetchForm = (fields: Record<string, string>) =>
  fetch(`http://127.0.0.1:${Number(process.env.E2E_PORT || 8790)}/api/enquiry`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });

const enquiryFor = (message: string, submissionId = crypto.randomUUID()) => ({
  ...sampleEnquiry(message),
  contactNo: sampleApplicant.phoneSpaced,
  submissionId,
});

for (const [mode, what] of [
  ["fail", "a 500 error page"],
  ["error-json", "a JSON error"],
  ["html", "an HTML page with status 200 (Apps Script's own failures)"],
  ["busy", "a busy script (lock not obtained)"],
] as const) {
  test(`while the script answers with ${what}, the applicant is told "received", and it lands exactly once after recovery`, async ({
    request,
  }) => {
    const marker = tag();
    await standin.control(marker, { mode });
    const id = await submit(request, "enquiry", enquiryFor(`Recovering (${mode}) ${marker}`));
    // Attempts fail and are retried; nothing reaches the sheet and nothing is marked delivered.
    await expect.poll(async () => (await outboxItem(id))?.attempts ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const item = (await outboxItem(id))!;
    expect(item.state).toBe("pending");
    expect(item.lastError).not.toBe("");
    expect(await rowsFor(request, "enquiry", id)).toHaveLength(0);
    await standin.control(marker, { mode: "ok" });
    const [row] = await landedOnce("enquiry", id);
    expect(row!.contactNo).toBe(sampleApplicant.phoneSpaced);
  });
}

test("a script that writes the row but answers after the Worker stopped waiting: delivered once, no duplicate row", async ({
  request,
}) => {
  const marker = tag();
  // Playwright's server sets UPSTREAM_TIMEOUT_MS=5000; the stand-in answers 7 s after writing.
  await standin.control(marker, { mode: "late", delayMs: 7000 });
  const before = await standin.stats();
  const id = await submit(request, "enquiry", enquiryFor(`Late answer ${marker}`));
  await landedOnce("enquiry", id);
  const after = await standin.stats();
  expect(after.duplicates - before.duplicates).toBeGreaterThanOrEqual(1); // the retry found it recorded
  expect((await outboxItem(id))!.attempts).toBeGreaterThanOrEqual(2);
});

test("the same submission sent again (sequentially and concurrently) is one row; other content under its id is refused with 409", async ({
  request,
}) => {
  const marker = tag();
  const submissionId = crypto.randomUUID();
  const same = enquiryFor(`Twice ${marker}`, submissionId);
  const answers = await Promise.all([0, 1, 2, 3].map(() => request.post("/api/enquiry", { data: same })));
  for (const res of answers) expect(await res.json()).toEqual({ ok: true, id: submissionId });
  const again = await request.post("/api/enquiry", { data: same });
  expect(await again.json()).toEqual({ ok: true, id: submissionId });
  // Edited under the same id (a restored draft on a shared computer): the browser then sends under a new id.
  const edited = await request.post("/api/enquiry", { data: enquiryFor(`Edited ${marker}`, submissionId) });
  expect(edited.status()).toBe(409);
  expect(await edited.json()).toEqual({ ok: false, error: SUBMISSION_ID_CONFLICT, conflict: "submissionId" });
  const [row] = await landedOnce("enquiry", submissionId);
  expect(JSON.stringify(row)).toContain(`Twice ${marker}`);
});

test("more applicants than the script admits at once: every one answered 200 and delivered exactly once", async ({
  request,
}) => {
  test.setTimeout(120_000);
  await standin.load({ capacity: 2, execMs: 400 });
  try {
    const marker = tag();
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(request, "enquiry", enquiryFor(`Burst ${i} ${marker}`))),
    );
    for (const id of ids) await deliveredOnce("enquiry", (row) => row.submissionId === id, 90_000);
  } finally {
    await standin.load({ capacity: 0, execMs: 0, failRate: 0 });
  }
});

test("the stand-in, like the college's script, refuses a post without the relay secret and records a repeated submissionId once", async ({
  request,
}) => {
  const submissionId = crypto.randomUUID();
  const data = { submissionId, submittedAt: "2026-01-01T10:00:00.000+05:45", ...sampleEnquiry("twice") };
  const refused = await request.post(`${STANDIN}/macros/s/enquiry/exec`, { data: { ...data, relaySecret: "wrong" } });
  expect(await refused.json()).toEqual({ result: "error", error: "unauthorised" });
  expect(await rowsFor(request, "enquiry", submissionId)).toHaveLength(0);
  // The Worker's deliveries carry the secret, and it never reaches a row.
  const id = await submit(request, "enquiry", enquiryFor(`Secret ${tag()}`));
  const [row] = await landedOnce("enquiry", id);
  expect(row).not.toHaveProperty("relaySecret");
  expect(JSON.stringify(row)).not.toMatch(/relaySecret/);
});

test("the office's tool (npm run outbox) lists delivered submissions without personal data and refuses a needless redelivery", async ({
  request,
  baseURL,
}) => {
  const { execFile } = await import("node:child_process");
  const run = (token: string, args: string[]) =>
    new Promise<{ code: number; out: string }>((done) =>
      execFile(
        process.execPath,
        ["scripts/outbox.ts", ...args],
        { env: { ...process.env, SITE_URL: baseURL!, ADMIN_TOKEN: token } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
      ),
    );
  const outbox = (...args: string[]) => run(ADMIN_TOKEN, args);
  const message = `Listed by the office ${tag()}`;
  const id = await submit(request, "enquiry", enquiryFor(message));
  await landedOnce("enquiry", id);
  const listed = await outbox("list", "delivered");
  expect(listed.code).toBe(0);
  const line = listed.out.split("\n").find((l) => l.startsWith(id));
  expect(line).toMatch(/enquiry\s+received \S+\s+attempts\s+1\s+delivered/);
  expect(listed.out).not.toContain(message);
  expect(listed.out).not.toContain(sampleApplicant.email);
  const again = await outbox("redeliver", id);
  expect(again.code).toBe(1);
  expect(again.out).toContain("already delivered");
  const wrong = await run("not-the-token", ["list"]);
  expect(wrong.code).toBe(1);
  expect(wrong.out).toContain("401");
});

test("npm start answers an over-cap body with 413, never a 500: with a length or chunked, JSON or a native post, up to a phone's five camera photos", async () => {
  test.setTimeout(120_000);
  const origin = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8790)}`;
  const big = JSON.stringify({
    studentName: "Too Big",
    studentPhoto: `data:image/jpeg;base64,${"A".repeat(12 * 1024 * 1024)}`,
  });
  const withLength = await fetch(`${origin}/api/admission`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: big,
  });
  expect(withLength.status).toBe(413);
  expect(await withLength.json()).toEqual({ ok: false, error: "Total file size exceeds 5MB limit" });

  const bytes = new TextEncoder().encode(big);
  const chunked = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 256 * 1024) controller.enqueue(bytes.subarray(i, i + 256 * 1024));
      controller.close();
    },
  });
  const streamed = await fetch(`${origin}/api/admission`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: chunked,
    // @ts-expect-error: Node's fetch needs this for a streamed body
    duplex: "half",
  });
  expect(streamed.status).toBe(413);

  const form = new FormData();
  form.set("studentName", "Native Too Big");
  form.set(
    "studentPhoto",
    new Blob([new Uint8Array(12 * 1024 * 1024).fill(0xff)], { type: "image/jpeg" }),
    "photo.jpg",
  );
  const native = await fetch(`${origin}/api/admission`, {
    method: "POST",
    headers: { accept: "text/html" },
    body: form,
  });
  expect(native.status).toBe(413);
  const page = await native.text();
  expect(page).toContain("Application not sent");
  expect(page).toContain("Total file size exceeds 5MB limit");

  // A phone without JavaScript sends its five pictures as the camera took them: 60 MB here.
  const photos = new FormData();
  photos.set("studentName", "Five Camera Photos");
  const photo = new Blob([new Uint8Array(12 * 1024 * 1024).fill(0xff)], { type: "image/jpeg" });
  photos.set("studentPhoto", photo, "photo.jpg");
  for (let i = 1; i <= 4; i++) photos.append("academicPapers", photo, `paper-${i}.jpg`);
  const camera = await fetch(`${origin}/api/admission`, {
    method: "POST",
    headers: { accept: "text/html" },
    body: photos,
  });
  expect(camera.status).toBe(413);
  expect(await camera.text()).toContain("Total file size exceeds 5MB limit");
});
