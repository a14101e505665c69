import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SUBMISSION_ERASED } from "../../app/forms/contract/constants";
import { NEPALI_ERASED } from "../../app/forms/contract/messages.ne";
import { escapeHtml } from "../../app/lib/escape-html";
import { api } from "../api/index";
import { post, VALID } from "../../tests/support/api";
import { SITE, TOKEN } from "../../tests/support/office";
import { row, script, settle, submit, uuid, type World, world } from "../../tests/support/outbox";
import { payloadKey } from "./payloads";
import { buriedKeys, erasureKeyOf } from "./tombstones";

/**
 * What keeps an erased submission erased (tombstones.ts): a keyed hash of
 * its id in R2, which the API refuses (410, in the form's language), which
 * a D1 restore does not undo, and from which `reapply-erasures` erases
 * again the rows a restore brought back. The college's script keeps the
 * same key and refuses a delivery carrying it.
 */

const KEY = "erasure-key-for-the-tests-0123456789abcdef";
const office = (overrides: Record<string, unknown> = {}) =>
  world({ SITE_URL: SITE, ADMIN_TOKEN: TOKEN, OUTBOX_RETRY_HOURS: "1", ERASURE_KEY: KEY, ...overrides });
const operator = (w: World, path: string, method: string) =>
  api.request(`/admin${path}`, { method, headers: { authorization: `Bearer ${TOKEN}` } }, w.env);
const TABLES = ["submissions", "office_actions", "office_erasures"] as const;

/** The tables' rows now, and a function that puts them back as a D1 Time Travel restore to this moment would. */
async function restorePoint() {
  const saved = new Map<string, Record<string, unknown>[]>();
  for (const table of TABLES)
    saved.set(table, (await env.OUTBOX_DB.prepare(`SELECT * FROM ${table}`).all<Record<string, unknown>>()).results);
  return async () => {
    for (const table of [...TABLES].reverse()) await env.OUTBOX_DB.exec(`DELETE FROM ${table}`);
    for (const table of TABLES)
      for (const record of saved.get(table)!) {
        const columns = Object.keys(record);
        await env.OUTBOX_DB.prepare(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`,
        )
          .bind(...Object.values(record))
          .run();
      }
  };
}

async function erased(w: World, form: "enquiry" | "admission" = "admission") {
  const id = uuid();
  expect(await submit(w.env, form, id)).toBe(200);
  await settle(w);
  expect((await row(w, id))?.state).toBe("delivered");
  const res = await operator(w, `/submissions/${id}`, "DELETE");
  expect(res.status).toBe(200);
  expect(await row(w, id)).toBeNull();
  return id;
}

beforeEach(async () => {
  await env.OUTBOX_DB.exec(
    "DELETE FROM submissions; DELETE FROM office_actions; DELETE FROM office_sign_outs; DELETE FROM office_erasures;",
  );
  const listed = await env.SUBMISSIONS.list({ prefix: "erasures/" });
  for (const object of listed.objects) await env.SUBMISSIONS.delete(object.key);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("an erased submission's tombstone", () => {
  it("is a keyed hash of the id in R2, never the id, and the script is sent the same", async () => {
    const w = office();
    const sheet = script();
    const id = await erased(w);
    const key = await erasureKeyOf(KEY, id);
    expect([...(await buriedKeys(w.bucket))]).toEqual([key]);
    const listed = await w.bucket.list({ prefix: "erasures/" });
    expect(listed.objects.map((o) => o.key)).toEqual([`erasures/${key}`]);
    expect(JSON.stringify(listed.objects)).not.toContain(id);
    // Keyed: another secret gives another hash, so the list cannot be checked against ids without it.
    expect(await erasureKeyOf(`${KEY}-other`, id)).not.toBe(key);
    expect(sheet.erasureKeys()).toEqual([key]);
  });

  it("the same submission sent again is refused with 410, in English and in Nepali, and nothing is kept", async () => {
    const w = office({ NEPALI_VERSION: "on" });
    const sheet = script();
    const id = await erased(w);
    const calls = sheet.calls.get(id);

    const english = await post("/admission", { ...VALID.admission, submissionId: id }, { env: w.env });
    expect(english.status).toBe(410);
    expect(await english.json()).toEqual({ ok: false, error: SUBMISSION_ERASED });
    const nepali = await post("/admission", { ...VALID.admission, submissionId: id, lang: "ne" }, { env: w.env });
    expect(nepali.status).toBe(410);
    expect(await nepali.json()).toEqual({ ok: false, error: NEPALI_ERASED });
    // A reloaded result page without JavaScript: the same post, answered with a page saying so.
    const enquiry = await erased(w, "enquiry");
    const native = await post("/enquiry", new URLSearchParams({ ...VALID.enquiry, submissionId: enquiry }), {
      env: w.env,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(native.status).toBe(410);
    expect(await native.text()).toContain(escapeHtml(SUBMISSION_ERASED));
    expect(await row(w, enquiry)).toBeNull();

    await settle(w);
    expect(await row(w, id)).toBeNull();
    expect(await w.bucket.head(payloadKey(id))).toBeNull();
    expect(sheet.calls.get(id)).toBe(calls);
    // Another submission is kept as ever.
    expect(await submit(w.env, "admission", uuid())).toBe(200);
  });

  it("survives a D1 restore, and reapply-erasures erases again what the restore brought back", async () => {
    const w = office();
    const sheet = script();
    const kept = uuid();
    expect(await submit(w.env, "enquiry", kept)).toBe(200);
    await settle(w);
    const first = uuid();
    const second = uuid();
    expect(await submit(w.env, "admission", first)).toBe(200);
    expect(await submit(w.env, "enquiry", second)).toBe(200);
    await settle(w);
    const restore = await restorePoint();
    for (const id of [first, second]) expect((await operator(w, `/submissions/${id}`, "DELETE")).status).toBe(200);
    expect((await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM office_erasures").first<{ n: number }>())?.n).toBe(
      2,
    );

    await restore();
    // The rows are back, names and all, and the record of their erasure is gone; the tombstones are not.
    expect((await row(w, first))?.applicantName).toBe(VALID.admission.studentName);
    expect(await row(w, second)).not.toBeNull();
    expect((await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM office_erasures").first<{ n: number }>())?.n).toBe(
      0,
    );
    expect((await buriedKeys(w.bucket)).size).toBe(2);
    // Still refused while the rows are back.
    expect(await post("/admission", { ...VALID.admission, submissionId: first }, { env: w.env })).toHaveProperty(
      "status",
      410,
    );

    const res = await operator(w, "/reapply-erasures", "POST");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, erased: 2, busy: 0 });
    expect(await row(w, first)).toBeNull();
    expect(await row(w, second)).toBeNull();
    expect(await row(w, kept)).not.toBeNull();
    expect((await env.OUTBOX_DB.prepare("SELECT actor FROM office_erasures").all()).results).toEqual([
      { actor: "operator API" },
      { actor: "operator API" },
    ]);
    // Once more finds nothing to do.
    expect(await (await operator(w, "/reapply-erasures", "POST")).json()).toEqual({ ok: true, erased: 0, busy: 0 });
    expect(sheet.rows.has(kept)).toBe(true);
  });

  it("a restored pending row whose payload survived is refused by the script and failed at once, not retried", async () => {
    const w = office();
    const sheet = script();
    const id = uuid();
    const restore = await (async () => {
      expect(await submit(w.env, "enquiry", id)).toBe(200);
      return restorePoint();
    })();
    // Delivered and erased, then the restore brings the pending row back, and with it a queue message.
    await settle(w);
    expect((await operator(w, `/submissions/${id}`, "DELETE")).status).toBe(200);
    await restore();
    const payload = { form: "enquiry", submissionId: id, submittedAt: new Date().toISOString(), data: VALID.enquiry };
    await w.bucket.put(payloadKey(id), JSON.stringify(payload));
    w.queue.messages.push({ body: { id, generation: 0 }, attempts: 1, at: w.clock.now });
    const before = sheet.calls.get(id)!;
    await settle(w);
    expect(sheet.calls.get(id)).toBe(before + 1);
    expect(sheet.rows.has(id)).toBe(false);
    expect(await row(w, id)).toMatchObject({ state: "failed", lastError: expect.stringContaining("erased") });
    expect((await (await operator(w, "/reapply-erasures", "POST")).json()) as object).toEqual({
      ok: true,
      erased: 1,
      busy: 0,
    });
  });

  it("an erasure is refused, deleting nothing, while ERASURE_KEY is not set", async () => {
    const w = office({ ERASURE_KEY: "" });
    const sheet = script();
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    await settle(w);
    const res = await operator(w, `/submissions/${id}`, "DELETE");
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toContain("ERASURE_KEY secret is not set");
    expect(sheet.erasures).toEqual([]);
    expect(await row(w, id)).not.toBeNull();
    expect((await operator(w, "/reapply-erasures", "POST")).status).toBe(409);
  });
});
