import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { submissionReference } from "../../app/forms/contract/reference";
import { api } from "../api/index";
import { VALID } from "../../tests/support/api";
import { SITE, TOKEN, call, form, signIn } from "../../tests/support/office";
import { payloadKey } from "./payloads";
import { claim, getRow } from "./rows";
import { row, script, settle, submit, uuid, type World, world } from "../../tests/support/outbox";

/**
 * Erasing an applicant (erase.ts) from the office's page and the operator
 * API, against a script that erases as Code.gs does: the sheet's copy
 * first, then the row, its actions and its stored submission, with a
 * record that keeps only who erased and when. The browser test
 * (tests/e2e/outbox-erase.spec.ts) does the same against the local
 * stand-in, files included.
 */

const office = (overrides: Record<string, unknown> = {}) =>
  world({ SITE_URL: SITE, ADMIN_TOKEN: TOKEN, OUTBOX_RETRY_HOURS: "1", ...overrides });
const admin = (w: World, id: string, token: string | null = TOKEN) =>
  api.request(
    `/admin/submissions/${id}`,
    { method: "DELETE", headers: token === null ? {} : { authorization: `Bearer ${token}` } },
    w.env,
  );
const erasures = () => env.OUTBOX_DB.prepare("SELECT * FROM office_erasures").all<Record<string, unknown>>();

async function delivered(w: World, sheet: ReturnType<typeof script>) {
  const id = uuid();
  expect(await submit(w.env, "admission", id)).toBe(200);
  await settle(w);
  expect((await row(w, id))?.state).toBe("delivered");
  expect(sheet.rows.has(id)).toBe(true);
  return id;
}

beforeEach(async () => {
  await env.OUTBOX_DB.exec(
    "DELETE FROM submissions; DELETE FROM office_actions; DELETE FROM office_sign_outs; DELETE FROM office_erasures;",
  );
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("erasing from the office's page", () => {
  it("asks to confirm, then erases the sheet's row, the outbox row and the stored submission", async () => {
    const w = office();
    const sheet = script();
    const id = await delivered(w, sheet);
    const cookie = await signIn(w.env);
    const headers = { cookie };

    const page = await call(w.env, `/office/submissions/${id}`, { headers });
    expect(await page.text()).toContain(`href="/office/submissions/${id}/erase"`);
    // The link only asks: nothing is erased until the confirmation is posted.
    const confirm = await call(w.env, `/office/submissions/${id}/erase`, { headers });
    expect(confirm.status).toBe(200);
    const text = await confirm.text();
    expect(text).toContain("This cannot be undone");
    expect(text).toContain(`action="/office/submissions/${id}/erase"`);
    expect(await row(w, id)).not.toBeNull();
    expect(sheet.erasures).toHaveLength(0);

    const done = await call(w.env, `/office/submissions/${id}/erase`, form({}, { cookie }));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/office?done=erased");
    expect(sheet.rows.has(id)).toBe(false);
    expect(await row(w, id)).toBeNull();
    expect(await w.bucket.head(payloadKey(id))).toBeNull();
    // Authenticated like a delivery: the relay secret, and nothing but the id.
    expect(sheet.erasures.map((e) => e.body)).toEqual([
      {
        action: "erase",
        submissionId: id,
        erasureKey: expect.stringMatching(/^[0-9a-f]{64}$/),
        relaySecret: "s3cret-relay",
      },
    ]);
    expect((await call(w.env, `/office/submissions/${id}`, { headers })).status).toBe(404);
  });

  it("keeps only that an erasure happened, by whom and when: no id, reference, name or note", async () => {
    const w = office();
    const sheet = script();
    sheet.failing(true);
    const id = uuid();
    expect(await submit(w.env, "admission", id)).toBe(200);
    await settle(w);
    sheet.failing(false);
    const cookie = await signIn(w.env, "Ram");
    const note = `Phoned ${VALID.admission.studentName} on ${VALID.admission.contactNumber}`;
    await call(w.env, `/office/submissions/${id}/handled`, form({ note }, { cookie }));
    expect((await row(w, id))?.state).toBe("handled");

    const before = Date.now();
    expect((await call(w.env, `/office/submissions/${id}/erase`, form({}, { cookie }))).status).toBe(303);
    const { results } = await erasures();
    expect(results).toEqual([{ seq: expect.any(Number), actor: "Ram (office token)", at: expect.any(Number) }]);
    expect(results[0]!.at as number).toBeGreaterThanOrEqual(before);
    const actions = await env.OUTBOX_DB.prepare("SELECT * FROM office_actions").all();
    expect(actions.results).toEqual([]);

    const overview = await (await call(w.env, "/office?done=erased", { headers: { cookie } })).text();
    expect(overview).toContain("Erased an applicant");
    expect(overview).toContain("Erased. Now delete its e-mails");
    for (const personal of [
      id,
      submissionReference(id),
      VALID.admission.studentName,
      VALID.admission.email,
      VALID.admission.contactNumber,
      "Phoned",
    ])
      expect(overview).not.toContain(personal);
  });

  it("signed out, nothing is erased", async () => {
    const w = office();
    const sheet = script();
    const id = await delivered(w, sheet);
    expect((await call(w.env, `/office/submissions/${id}/erase`, form({}))).status).toBe(401);
    expect((await call(w.env, `/office/submissions/${id}/erase`)).status).toBe(303);
    expect(await row(w, id)).not.toBeNull();
    expect(sheet.erasures).toHaveLength(0);
  });

  it("when the script does not erase, nothing is deleted, the page says so, and the row carries on", async () => {
    const w = office();
    const sheet = script();
    const id = await delivered(w, sheet);
    const cookie = await signIn(w.env);
    sheet.failing(true);
    const res = await call(w.env, `/office/submissions/${id}/erase`, form({}, { cookie }));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Nothing was erased: the spreadsheet script did not erase it (HTTP 503)");
    const kept = await row(w, id);
    expect(kept).toMatchObject({ state: "delivered", leaseToken: null, leaseUntil: 0 });
    expect(await w.bucket.head(payloadKey(id))).not.toBeNull();
    expect((await erasures()).results).toEqual([]);

    sheet.failing(false);
    expect((await call(w.env, `/office/submissions/${id}/erase`, form({}, { cookie }))).status).toBe(303);
    expect(await row(w, id)).toBeNull();
  });

  it("a submission not yet delivered is erased, and its queued message then writes nothing to the sheet", async () => {
    const w = office();
    const sheet = script();
    const id = uuid();
    expect(await submit(w.env, "admission", id)).toBe(200);
    expect((await row(w, id))?.state).toBe("pending");
    const cookie = await signIn(w.env);
    expect((await call(w.env, `/office/submissions/${id}/erase`, form({}, { cookie }))).status).toBe(303);
    await settle(w);
    expect(sheet.rows.has(id)).toBe(false);
    expect(await row(w, id)).toBeNull();
  });

  it("one being delivered at this moment is not erased", async () => {
    const w = office();
    const sheet = script();
    const id = uuid();
    expect(await submit(w.env, "admission", id)).toBe(200);
    const now = Date.now();
    const pending = (await getRow(w.db, id))!;
    expect(
      await claim(w.db, { id, generation: pending.generation, token: "delivery", now, leaseMs: 60_000 }),
    ).not.toBeNull();
    const cookie = await signIn(w.env);
    const res = await call(w.env, `/office/submissions/${id}/erase`, form({}, { cookie }));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("it is being delivered to the spreadsheet at this moment");
    expect(sheet.erasures).toHaveLength(0);
    expect((await row(w, id))?.leaseToken).toBe("delivery");
  });
});

describe("erasing through the operator API (DELETE /api/admin/submissions/<id>)", () => {
  it("refuses without the token, erases with it, and then knows no such submission", async () => {
    const w = office();
    const sheet = script();
    const id = await delivered(w, sheet);
    expect((await admin(w, id, null)).status).toBe(401);
    expect((await admin(w, id, `${TOKEN}x`)).status).toBe(401);
    expect(await row(w, id)).not.toBeNull();
    expect(sheet.erasures).toHaveLength(0);

    const res = await admin(w, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, erased: 1, id });
    expect(sheet.rows.has(id)).toBe(false);
    expect(await row(w, id)).toBeNull();
    expect(await w.bucket.head(payloadKey(id))).toBeNull();
    expect((await erasures()).results).toEqual([
      { seq: expect.any(Number), actor: "operator API", at: expect.any(Number) },
    ]);
    expect((await admin(w, id)).status).toBe(404);
  });

  it("answers 502 and deletes nothing when the script refuses, as one from before erasure existed does", async () => {
    // The address with a ?form= hint, which such a script would follow and write an empty row for.
    const w = office({ ADMISSION_ENDPOINT: "https://script.google.com/macros/s/ADMISSION/exec?form=admission" });
    const sheet = script();
    const id = await delivered(w, sheet);
    sheet.spy.mockImplementation(async (input) => {
      expect(new URL(String(input)).searchParams.has("form")).toBe(false);
      return Response.json({ result: "error", error: "Unknown form" });
    });
    const res = await admin(w, id);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      ok: false,
      error:
        "Nothing was erased: the spreadsheet script did not erase it (script error: Unknown form). Try again later.",
    });
    expect(await row(w, id)).toMatchObject({ state: "delivered", leaseUntil: 0 });
    expect(await w.bucket.head(payloadKey(id))).not.toBeNull();
  });

  it("refuses when the form's script address is not set, deleting nothing", async () => {
    const w = office();
    const sheet = script();
    const id = await delivered(w, sheet);
    const unset = { ...w, env: { ...w.env, ADMISSION_ENDPOINT: "" } as Env };
    const res = await admin(unset, id);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toContain("ADMISSION_ENDPOINT is not set");
    expect(await row(w, id)).not.toBeNull();
  });
});

/**
 * The office moves things in the sheet and Drive. A script that looks only
 * where it wrote (Code.gs before it searched) erases less than the sheet was
 * given: the Worker keeps its row, says so with the reference, and erases
 * its own copy only once the office confirms it checked by hand. A script
 * that looks everywhere (Code.gs now) finds it all, and the Worker erases.
 */
describe("when the sheet or Drive has changed since the delivery", () => {
  const MOVES: [string, (sheet: ReturnType<typeof script>, id: string) => void][] = [
    ["a renamed tab", (sheet) => sheet.renameTab("Admissions", "Admissions 2026")],
    ["a moved column", (sheet) => sheet.moveColumn("Admissions", 3)],
    ["a row moved to an archive tab", (sheet, id) => sheet.archive(id)],
    ["a changed folder", (sheet) => sheet.changeFolder("Admissions 2027 files")],
  ];

  for (const [kind, move] of MOVES) {
    it(`${kind}: a script that does not look there leaves the row kept and the office told to check by hand`, async () => {
      const w = office();
      const sheet = script({ looks: "where it wrote" });
      const id = await delivered(w, sheet);
      move(sheet, id);
      const cookie = await signIn(w.env);

      const res = await call(w.env, `/office/submissions/${id}/erase`, form({}, { cookie }));
      expect(res.status).toBe(409);
      const text = await res.text();
      expect(text).toContain("Not found in the sheet: check by hand");
      expect(text).toContain(`${submissionReference(id)} was not erased`);
      expect(text).toContain(`action="/office/submissions/${id}/erase"`);
      expect(text).toContain('name="checked" value="by-hand"');
      expect(text).not.toContain("Erased.");
      expect(await row(w, id)).toMatchObject({ state: "delivered", leaseToken: null, leaseUntil: 0 });
      expect(await w.bucket.head(payloadKey(id))).not.toBeNull();
      expect((await erasures()).results).toEqual([]);

      // The office found and deleted the rest by hand, and says so: the website's copy goes.
      const done = await call(w.env, `/office/submissions/${id}/erase`, form({ checked: "by-hand" }, { cookie }));
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/office?done=erased");
      expect(await row(w, id)).toBeNull();
      expect(await w.bucket.head(payloadKey(id))).toBeNull();
    });

    it(`${kind}: the operator API answers 409 "not found in the sheet" with the reference, deleting nothing`, async () => {
      const w = office();
      const sheet = script({ looks: "where it wrote" });
      const id = await delivered(w, sheet);
      move(sheet, id);
      const res = await admin(w, id);
      expect(res.status).toBe(409);
      const body = (await res.json()) as { ok: boolean; error: string; expected: unknown; found: unknown };
      expect(body.ok).toBe(false);
      expect(body.error).toContain(`${submissionReference(id)} not found in the sheet: check by hand`);
      expect(body.expected).toEqual({ rows: 1, files: 4 });
      expect(await row(w, id)).not.toBeNull();
      expect((await admin(w, `${id}?checked=by-hand`)).status).toBe(200);
      expect(await row(w, id)).toBeNull();
    });

    it(`${kind}: a script that looks everywhere erases it all, and the Worker with it`, async () => {
      const w = office();
      const sheet = script();
      const id = await delivered(w, sheet);
      move(sheet, id);
      expect(sheet.files.get(id)?.count).toBe(4);
      const res = await admin(w, id);
      expect(res.status).toBe(200);
      expect(sheet.rows.has(id)).toBe(false);
      expect(sheet.files.has(id)).toBe(false);
      expect(await row(w, id)).toBeNull();
    });
  }

  it("a submission never delivered expects nothing of the sheet, nor one the office handled by hand", async () => {
    const w = office();
    const sheet = script({ looks: "where it wrote" });
    const pending = uuid();
    expect(await submit(w.env, "admission", pending)).toBe(200);
    expect((await admin(w, pending)).status).toBe(200);

    sheet.failing(true);
    const handled = uuid();
    expect(await submit(w.env, "enquiry", handled)).toBe(200);
    await settle(w);
    sheet.failing(false);
    const cookie = await signIn(w.env);
    await call(w.env, `/office/submissions/${handled}/handled`, form({ note: "Phoned" }, { cookie }));
    expect((await row(w, handled))?.state).toBe("handled");
    expect((await admin(w, handled)).status).toBe(200);
  });

  it("an enquiry, which has no files, needs only its row", async () => {
    const w = office();
    script({ looks: "where it wrote" });
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    await settle(w);
    expect((await row(w, id))?.state).toBe("delivered");
    expect((await admin(w, id)).status).toBe(200);
  });

  it("an erasure is found by the reference a person reads, and two submissions sharing it are refused", async () => {
    const w = office();
    const sheet = script();
    const id = await delivered(w, sheet);
    const twin = `${id.slice(0, 8)}-0000-4000-8000-000000000000`;
    expect(await submit(w.env, "enquiry", twin)).toBe(200);
    const shared = await admin(w, submissionReference(id));
    expect(shared.status).toBe(409);
    expect(((await shared.json()) as { error: string }).error).toContain("2 submissions share this reference");
    await admin(w, twin);
    const res = await admin(w, submissionReference(id).toLowerCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, erased: 1, id });
    expect(await row(w, id)).toBeNull();
  });
});
