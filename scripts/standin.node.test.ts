import { mkdtemp, readdir, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Standin, startStandin } from "./standin.ts";

/**
 * The local stand-in for the college's script, over real HTTP: ids and field
 * names become file names, so only safe ones are accepted; and the control
 * API answers the tests' own clients but not a web page.
 */
const SECRET = "standin-test-secret";
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString("base64")}`;

let root: string;
let standin: Standin;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "standin-test-"));
  standin = await startStandin({ port: 0, dataDir: join(root, "inbox"), secret: SECRET });
});

afterAll(async () => {
  await standin.close();
  await rm(root, { recursive: true, force: true });
});

/** A request with exactly these headers (fetch would add or refuse some, Host among them). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; json: unknown }>((done, fail) => {
    const req = request(`${standin.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        done({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
      });
    });
    req.on("error", fail);
    req.end(body);
  });
}

/** Post a submission the way the Worker does: POST, then follow the 302 to the echo. */
async function submit(form: string, body: Record<string, unknown>): Promise<unknown> {
  const posted = await fetch(`${standin.url}/macros/s/${form}/exec`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, relaySecret: SECRET }),
    redirect: "manual",
  });
  expect(posted.status).toBe(302);
  return (await fetch(new URL(posted.headers.get("location")!, standin.url))).json();
}

const files = () => readdir(join(standin.dataDir, "files"));
const inbox = async (form: string) => (await fetch(`${standin.url}/__inbox/${form}`)).json() as Promise<unknown[]>;

describe("submission ids and field names", () => {
  it.each([
    "../../escaped", // files/../../ is the test's own temporary folder
    "a1",
    "3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c/../x",
    "3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c ",
    "3f1c2a4e8b7d4c6e9a1b2d3e4f5a6b7c",
  ])("refuses the id %j with the script's JSON error, writing nothing", async (submissionId) => {
    const reply = await submit("admission", { studentName: "Gita", studentPhoto: PNG, submissionId });
    expect(reply).toEqual({ result: "error", error: "submissionId is not a UUID" });
    expect(await files()).toEqual([]);
    expect(await inbox("admission")).toEqual([]);
    expect(await readdir(root)).toEqual(["inbox"]);
  });

  it("refuses a field name that is not letters and digits, writing nothing", async () => {
    const submissionId = crypto.randomUUID();
    for (const name of ["/../../../escaped", "a/b", "..", "photo.png"]) {
      const reply = await submit("admission", { studentName: "Gita", [name]: PNG, submissionId });
      expect(reply, name).toEqual({ result: "error", error: "Field names must be letters and digits" });
    }
    expect(await files()).toEqual([]);
    expect(await inbox("admission")).toEqual([]);
    expect(await readdir(root)).toEqual(["inbox"]);
  });

  it("records a submission with a UUID, its image saved under files/", async () => {
    const submissionId = crypto.randomUUID().toUpperCase();
    expect(await submit("admission", { studentName: "Gita", studentPhoto: PNG, submissionId })).toEqual({
      result: "success",
      submissionId,
    });
    expect(await files()).toEqual([`${submissionId}-studentPhoto.png`]);
    expect(await inbox("admission")).toEqual([
      expect.objectContaining({ submissionId, studentPhoto: `files/${submissionId}-studentPhoto.png` }),
    ]);
  });
});

describe("erasing, as Code.gs erases", () => {
  it("erases the id's row and files, answers what it erased in all, and refuses the erased submission again", async () => {
    const submissionId = crypto.randomUUID();
    const erasureKey = "ab".repeat(32);
    const sent = { studentName: "Gita", studentPhoto: PNG, submissionId, erasureKey };
    expect(await submit("admission", sent)).toEqual({ result: "success", submissionId });
    const mine = async () =>
      ((await inbox("admission")) as Record<string, unknown>[]).filter((row) => row.submissionId === submissionId);
    // The key is the Worker's business, not a column of the row.
    expect(await mine()).toEqual([expect.not.objectContaining({ erasureKey })]);
    const erased = { result: "success", submissionId, erased: { rows: 1, files: 1 } };
    expect(await submit("admission", { action: "erase", submissionId, erasureKey })).toEqual(erased);
    expect(await submit("admission", { action: "erase", submissionId, erasureKey })).toEqual(erased);
    expect((await files()).filter((name) => name.startsWith(submissionId))).toEqual([]);
    expect(await submit("admission", sent)).toEqual({ result: "error", error: "erased" });
    expect(await mine()).toEqual([]);
    expect(await submit("admission", { action: "erase", submissionId })).toEqual({
      result: "error",
      error: "erasureKey is missing",
    });
  });
});

describe("the control API refuses web pages", () => {
  const own = () => new URL(standin.url);
  const reset = (headers: Record<string, string>) => raw("POST", "/__reset", headers, "{}");

  it("answers the tests' clients, which send no Origin or Sec-Fetch-Site", async () => {
    expect((await fetch(`${standin.url}/__control`)).status).toBe(200);
    expect((await fetch(`${standin.url}/__stats`)).status).toBe(200);
    expect((await raw("GET", "/__health")).status).toBe(200);
    expect((await raw("GET", "/__health", { host: `localhost:${own().port}` })).status).toBe(200);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["an opaque Origin", { origin: "null" }],
    ["a page on another port of this machine", { origin: "http://127.0.0.1:1" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
  ])("refuses %s with 403, changing nothing", async (_label, headers) => {
    const marker = crypto.randomUUID();
    const set = await raw("POST", "/__control", headers, JSON.stringify({ mode: "fail", match: marker }));
    expect(set).toEqual({ status: 403, json: { ok: false, error: "cross-site requests are refused" } });
    expect(((await (await fetch(`${standin.url}/__control`)).json()) as { rules: object }).rules).not.toHaveProperty(
      marker,
    );
    expect((await reset(headers)).status).toBe(403);
    expect(await inbox("admission")).toHaveLength(1); // the row recorded above is still there
    expect((await raw("GET", "/__inbox/admission", headers)).status).toBe(403);
  });

  it("refuses a Host that is not loopback (a DNS-rebinding page), even with a matching Origin", async () => {
    const host = `rebind.example:${own().port}`;
    const tries: Record<string, string>[] = [
      { host },
      { host, origin: `http://${host}`, "sec-fetch-site": "same-origin" },
    ];
    for (const headers of tries) {
      expect(await raw("GET", "/__inbox/admission", headers)).toEqual({
        status: 403,
        json: { ok: false, error: "Host is not a loopback address" },
      });
    }
  });

  it("lets a page of its own origin, or an address typed in, through", async () => {
    const ok: Record<string, string>[] = [
      { origin: own().origin },
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      { origin: own().origin, "sec-fetch-site": "same-origin" },
    ];
    for (const headers of ok)
      expect((await raw("GET", "/__control", headers)).status, JSON.stringify(headers)).toBe(200);
  });
});

describe("load (the bench's results-day burst)", () => {
  afterAll(async () => {
    await fetch(`${standin.url}/__load`, { method: "POST", body: JSON.stringify({ failRate: 0 }) });
  });

  it("fails at random, but one submission at most twice running: the third try is recorded", async () => {
    await fetch(`${standin.url}/__load`, { method: "POST", body: JSON.stringify({ failRate: 1 }) });
    const submissionId = crypto.randomUUID();
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await submit("enquiry", { name: "Gita", submissionId }));
    expect(tries).toEqual([
      { result: "error", error: "Stand-in's random failure" },
      { result: "error", error: "Stand-in's random failure" },
      { result: "success", submissionId },
    ]);
    // Another submission still meets the failure rate.
    expect(await submit("enquiry", { name: "Hari", submissionId: crypto.randomUUID() })).toEqual({
      result: "error",
      error: "Stand-in's random failure",
    });
  });
});

describe("the script's warnings", () => {
  it("a new row's success carries them in Code.gs's shape when told to; a duplicate's does not", async () => {
    const warnings = [{ code: "drive_full", percent: 85 }];
    const marker = `warn-${crypto.randomUUID()}`;
    const control = await fetch(`${standin.url}/__control`, {
      method: "POST",
      body: JSON.stringify({ mode: "ok", warnings, match: marker }),
    });
    expect(control.status).toBe(200);
    const submissionId = crypto.randomUUID();
    const body = { name: "Sita", email: "s@example.com", contactNo: "9800000000", message: marker, submissionId };
    expect(await submit("enquiry", body)).toEqual({ result: "success", submissionId, warnings });
    expect(await submit("enquiry", body)).toEqual({ result: "success", submissionId, duplicate: true });
    const other = crypto.randomUUID();
    expect(await submit("enquiry", { ...body, message: "no marker", submissionId: other })).toEqual({
      result: "success",
      submissionId: other,
    });
    await fetch(`${standin.url}/__reset`, { method: "POST" });
  });
});
