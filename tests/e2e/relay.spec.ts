import sharp from "sharp";
import { expect, test } from "./fixtures";

/**
 * End to end through the built Worker and the local stand-in for the
 * college's script (scripts/standin.mjs, started by scripts/serve.mjs on
 * E2E_PORT + 1, data in .data/e2e): every form's row lands with every field
 * intact, exactly once. Serial, because the failure tests switch the
 * stand-in's mode for everyone.
 */
test.describe.configure({ mode: "serial" });

const STANDIN = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8790) + 1}`;
const tag = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function image(format: "png" | "jpeg" | "webp" | "gif", colour: string) {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: colour } })
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

async function rowsFor(request: import("@playwright/test").APIRequestContext, form: string, id: string): Promise<Row[]> {
  const res = await request.get(`${STANDIN}/__inbox/${form}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Row[]).filter((row) => row.submissionId === id);
}

async function submit(request: import("@playwright/test").APIRequestContext, form: string, data: Record<string, unknown>) {
  const res = await request.post(`/api/${form}`, { data });
  const body = (await res.json()) as { ok: boolean; id?: string; errors?: unknown; error?: string };
  expect(res.status(), JSON.stringify(body)).toBe(200);
  expect(body.ok).toBe(true);
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  return body.id!;
}

test("an enquiry lands once with every field", async ({ request }) => {
  const enquiry = { name: "Sita Sharma", email: "sita@example.com", contactNo: "+977 980 000 0000", message: `Brochure please — नमस्ते ${tag()}` };
  const id = await submit(request, "enquiry", { ...enquiry, ignored: "not forwarded" });
  const rows = await rowsFor(request, "enquiry", id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject(enquiry);
  expect(rows[0]).not.toHaveProperty("ignored");
  expect(String(rows[0]!.submittedAt)).toMatch(/\+05:45$/);
});

test("a visit request lands once with every list intact", async ({ request }) => {
  const visit = {
    fullName: "Hari Thapa",
    email: "hari@example.com",
    phoneNumber: "+9779800000001",
    preferredContactMethod: ["Phone Call", "Viber"],
    interests: ["BSc (Hons) Cybersecurity & Networking", "Short Courses in Cyber Security, Artificial Intelligence and Data Science"],
    connectionMethod: "Request Online Counselling",
    preferredDate: "2027-03-01",
    preferredTimeSlot: ["Afternoon (12 PM – 3 PM)", "Evening (3 PM – 6 PM)"],
    message: `Evening is best. ${tag()}`,
    howHeard: ["Event / Seminar"],
  };
  const id = await submit(request, "visit", visit);
  const rows = await rowsFor(request, "visit", id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject(visit);
});

test("an admission lands once; every image arrives byte for byte", async ({ request }) => {
  const files = {
    papers: [await image("png", "#204080"), await image("jpeg", "#c04020"), await image("webp", "#30a050")],
    photo: await image("jpeg", "#c9b08f"),
    slip: await image("gif", "#ffffff"),
  };
  const text = {
    email: "gita@example.com",
    studentName: "Gita Rai",
    contactNumber: "9800000001",
    fathersName: "Hari Rai",
    mothersName: "Maya Rai",
    presentAddress: "Kamalpokhari, Kathmandu",
    permanentAddress: "Dharan, Sunsari",
    guardianContactNumber: "+9779800000002",
    transactionInfo: `Bank ref ${tag()}`,
  };
  const id = await submit(request, "admission", {
    ...text,
    academicPapers: [asDataUrl("png", files.papers[0]!), asDataUrl("jpeg", files.papers[1]!), asDataUrl("webp", files.papers[2]!)],
    studentPhoto: asDataUrl("jpeg", files.photo),
    transactionDocument: asDataUrl("gif", files.slip),
  });
  const rows = await rowsFor(request, "admission", id);
  expect(rows).toHaveLength(1);
  const row = rows[0]!;
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

test("a native (no-JavaScript) enquiry lands once and gets a result page", async ({ request }) => {
  const message = `Sent without JavaScript ${tag()}`;
  const res = await request.post("/api/enquiry", { form: { name: "Ram Karki", email: "ram@example.com", contactNo: "9800000003", message } });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain("Thank you! Our college office will contact you soon.");
  const all = (await (await request.get(`${STANDIN}/__inbox/enquiry`)).json()) as Row[];
  expect(all.filter((row) => row.message === message)).toHaveLength(1);
});

test("upstream failure or a JSON error: 502, and nothing recorded", async ({ request }) => {
  for (const mode of ["fail", "error-json"]) {
    await request.post(`${STANDIN}/__control`, { data: { mode } });
    const message = `Should not land (${mode}) ${tag()}`;
    const res = await request.post("/api/enquiry", { data: { name: "Ram", email: "ram@example.com", contactNo: "9800000003", message } });
    expect(res.status()).toBe(502);
    expect(((await res.json()) as { error: string }).error).toMatch(/could not deliver/);
    const all = (await (await request.get(`${STANDIN}/__inbox/enquiry`)).json()) as Row[];
    expect(all.filter((row) => row.message === message)).toHaveLength(0);
  }
});

test("the stand-in, like the college's script, records a repeated submissionId once", async ({ request }) => {
  const submissionId = crypto.randomUUID();
  const data = { submissionId, submittedAt: "2026-01-01T10:00:00.000+05:45", name: "Retry", email: "r@example.com", contactNo: "9800000004", message: "twice" };
  for (let i = 0; i < 2; i++) {
    const res = await request.post(`${STANDIN}/macros/s/enquiry/exec`, { data });
    expect(await res.json()).toMatchObject({ result: "success" });
  }
  expect(await rowsFor(request, "enquiry", submissionId)).toHaveLength(1);
});
