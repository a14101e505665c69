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
      { action: "erase", submissionId: id, relaySecret: "s3cret-relay" },
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
    expect(await res.json()).toEqual({ ok: true, erased: 1 });
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
