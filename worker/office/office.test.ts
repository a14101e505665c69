import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SITE, TOKEN, call, form, signIn } from "../../tests/support/office";
import { digitsIn } from "../../app/forms/contract/digits";
import { submissionReference } from "../../app/forms/contract/reference";
import { VALID } from "../../tests/support/api";
import { row, script, settle, submit, uuid, type World, world } from "../../tests/support/outbox";

/**
 * The office's page through the built Worker: off without sign-in set up,
 * nothing reachable signed out, the token sign-in and its cookie, and the
 * actions' effects on the rows. The browser tests (tests/e2e/outbox-office*.spec.ts)
 * walk the same page in Chromium.
 */

/** A number as a Nepali keyboard types it. */
const devanagari = (text: string) => digitsIn({ digits: "devanagari" }, text);

/** A failed admission (the script refused it for the whole retry window) in a world with the office on. */
async function failedAdmission(overrides: Record<string, unknown> = {}): Promise<{ w: World; id: string }> {
  const w = world({ SITE_URL: SITE, ADMIN_TOKEN: TOKEN, OUTBOX_RETRY_HOURS: "1", ...overrides });
  const sheet = script();
  sheet.failing(true);
  const id = uuid();
  expect(await submit(w.env, "admission", id)).toBe(200);
  await settle(w);
  sheet.failing(false);
  expect((await row(w, id))?.state).toBe("failed");
  return { w, id };
}

beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM office_actions; DELETE FROM office_sign_outs;");
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("the office page without sign-in set up", () => {
  it("does not exist: every /office path is the site's 404 page", async () => {
    const { w, id } = await failedAdmission({ ADMIN_TOKEN: "" });
    for (const path of [
      "/office",
      "/office/sign-in",
      "/office/styles.css",
      `/office/submissions/${id}`,
      `/office/submissions/${id}/files/studentPhoto/0`,
    ]) {
      const res = await call(w.env, path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain(submissionReference(id));
    }
    // A post there is answered as a post to any path the site does not have.
    const elsewhere = (await call(w.env, "/no-such-page/redeliver", form({}))).status;
    expect((await call(w.env, `/office/submissions/${id}/redeliver`, form({}))).status).toBe(elsewhere);
    expect((await row(w, id))?.state).toBe("failed");
  });
});

describe("signed out", () => {
  it("shows no data on any path, images included, and changes nothing", async () => {
    const { w, id } = await failedAdmission();
    const paths = [
      "/office",
      `/office?q=${submissionReference(id)}`,
      `/office/submissions/${id}`,
      `/office/submissions/${id}/files/studentPhoto/0`,
      `/office/submissions/${id}/files/academicPapers/0`,
    ];
    for (const path of paths)
      for (const method of ["GET", "HEAD"]) {
        const res = await call(w.env, path, { method });
        expect(res.status, `${method} ${path}`).toBe(303);
        expect(res.headers.get("location")).toBe("/office/sign-in");
        expect(await res.text()).toBe("");
      }
    for (const path of [
      `/office/submissions/${id}/redeliver`,
      `/office/submissions/${id}/handled`,
      "/office/redeliver-failed",
    ]) {
      const res = await call(w.env, path, form({ note: "by hand" }));
      expect(res.status, path).toBe(401);
      expect(await res.text()).not.toContain(VALID.admission.studentName);
    }
    const forged = "mbc_office=9999999999999.U2l0YQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    expect((await call(w.env, "/office", { headers: { cookie: forged } })).status).toBe(303);
    expect((await row(w, id))?.state).toBe("failed");
  });
});

describe("the token sign-in", () => {
  it("refuses a wrong token, and sets a strict, expiring cookie for the right one", async () => {
    const { w } = await failedAdmission();
    const wrong = await call(w.env, "/office/sign-in", form({ name: "Sita", token: "guess" }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const right = await call(w.env, "/office/sign-in", form({ name: "Sita", token: TOKEN }));
    expect(right.status).toBe(303);
    const cookie = right.headers.get("set-cookie") ?? "";
    for (const part of ["HttpOnly", "Secure", "SameSite=Strict", "Path=/office", "Max-Age=43200"])
      expect(cookie).toContain(part);
  });

  it("is rate limited", async () => {
    const { w } = await failedAdmission();
    const limited = { ...w.env, FORM_LIMITER: { limit: async () => ({ success: false }) } } as unknown as Env;
    const res = await call(limited, "/office/sign-in", form({ name: "Sita", token: TOKEN }));
    expect(res.status).toBe(429);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a post from another site, signed in or not", async () => {
    const { w, id } = await failedAdmission();
    const cookie = await signIn(w.env);
    const evil = { origin: "https://attacker.example", cookie };
    expect((await call(w.env, "/office/sign-in", form({ name: "x", token: TOKEN }, evil))).status).toBe(403);
    expect((await call(w.env, `/office/submissions/${id}/handled`, form({ note: "x" }, evil))).status).toBe(403);
    expect((await call(w.env, "/office/redeliver-failed", form({}, evil))).status).toBe(403);
    expect((await row(w, id))?.state).toBe("failed");
  });
});

describe("a post must come from the office's own pages", () => {
  /** A form post with exactly these headers (no Origin unless given). */
  const bare = (headers: Record<string, string>, fields: Record<string, string> = {}): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

  it("refuses a post without an Origin, whatever else it carries: nothing but the office's pages posts here", async () => {
    const { w, id } = await failedAdmission();
    const cookie = await signIn(w.env);
    const variants: Record<string, string>[] = [
      { cookie },
      { cookie, "sec-fetch-site": "same-origin" },
      { cookie, referer: `${SITE}/office` },
    ];
    for (const headers of variants) {
      for (const [path, fields] of [
        [`/office/submissions/${id}/handled`, { note: "x" }],
        [`/office/submissions/${id}/redeliver`, {}],
        ["/office/redeliver-failed", {}],
        ["/office/sign-out", {}],
      ] as const) {
        const res = await call(w.env, path, bare(headers, fields));
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.headers.get("set-cookie"), path).toBeNull();
      }
    }
    const refused = await call(w.env, "/office/sign-in", bare({}, { name: "Sita", token: TOKEN }));
    expect(refused.status).toBe(403);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await row(w, id))?.state).toBe("failed");
    const { results } = await env.OUTBOX_DB.prepare("SELECT action FROM office_actions").all();
    expect(results).toEqual([]);
  });

  it("refuses a post a browser says came from another site or a sibling subdomain, even with this site's Origin", async () => {
    const { w, id } = await failedAdmission();
    const cookie = await signIn(w.env);
    for (const fetchSite of ["cross-site", "same-site", "none"]) {
      const headers = { cookie, origin: SITE, "sec-fetch-site": fetchSite };
      expect((await call(w.env, `/office/submissions/${id}/handled`, form({ note: "x" }, headers))).status).toBe(403);
      expect((await call(w.env, "/office/redeliver-failed", form({}, headers))).status).toBe(403);
      const signInThere = await call(w.env, "/office/sign-in", form({ name: "x", token: TOKEN }, headers));
      expect(signInThere.status, fetchSite).toBe(403);
      expect(signInThere.headers.get("set-cookie")).toBeNull();
    }
    // A subdomain's Origin is another origin.
    const sibling = { cookie, origin: "https://news.college.test" };
    expect((await call(w.env, "/office/redeliver-failed", form({}, sibling))).status).toBe(403);
    expect((await row(w, id))?.state).toBe("failed");
  });

  it("accepts this site's Origin, with Sec-Fetch-Site same-origin or without it (an older browser)", async () => {
    const { w, id } = await failedAdmission();
    const cookie = await signIn(w.env, "Sita Sharma");
    const res = await call(
      w.env,
      `/office/submissions/${id}/handled`,
      form({ note: "Entered by hand" }, { cookie, "sec-fetch-site": "same-origin" }),
    );
    expect(res.status).toBe(303);
    expect((await row(w, id))?.state).toBe("handled");
    const signedInAgain = await call(w.env, "/office/sign-in", form({ name: "Ram", token: TOKEN }));
    expect(signedInAgain.status).toBe(303);
    expect(signedInAgain.headers.get("set-cookie")).toContain("mbc_office=");
  });
});

describe("signed in", () => {
  it("serves the pages no-store and noindex, under the site's strict headers", async () => {
    const { w, id } = await failedAdmission();
    const cookie = await signIn(w.env);
    for (const path of ["/office", `/office/submissions/${id}`]) {
      const res = await call(w.env, path, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toContain("noindex");
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).not.toContain("<script");
      expect(html).toContain(submissionReference(id));
    }
    expect(await (await call(w.env, "/sitemap.xml")).text()).not.toContain("/office");
  });

  it("serves a submission's images only through the page, no-store", async () => {
    const { w, id } = await failedAdmission();
    const cookie = await signIn(w.env);
    const res = await call(w.env, `/office/submissions/${id}/files/studentPhoto/0`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\//);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const sent = VALID.admission.studentPhoto as string;
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(
      Uint8Array.from(atob(sent.slice(sent.indexOf(",") + 1)), (c) => c.charCodeAt(0)),
    );
    for (const missing of ["studentPhoto/1", "email/0", "academicPapers/9", "constructor/0"])
      expect((await call(w.env, `/office/submissions/${id}/files/${missing}`, { headers: { cookie } })).status).toBe(
        404,
      );
  });

  it("finds a submission by its reference however it is written, by e-mail and by phone", async () => {
    const { w, id } = await failedAdmission();
    const cookie = await signIn(w.env);
    const reference = submissionReference(id);
    const hex = reference.slice(4);
    const { email, contactNumber } = VALID.admission as { email: string; contactNumber: string };
    for (const q of [
      reference,
      reference.toLowerCase(),
      hex,
      hex.toLowerCase(),
      `MBC ${hex.slice(0, 4)} ${hex.slice(4)}`,
      id,
      email.toUpperCase(),
      contactNumber,
      contactNumber.slice(-9),
      // Copied from an e-mail or a document: a typographic dash; typed on a Nepali keyboard: Nepali digits.
      reference.replace("-", "\u2013"),
      reference.replace("-", "\u2014"),
      devanagari(contactNumber),
      devanagari(contactNumber.slice(-9)),
    ]) {
      const html = await (await call(w.env, "/office", form({ q }, { cookie }))).text();
      const found = html.slice(html.indexOf('aria-label="Found"'));
      expect(found, q).toContain(`/office/submissions/${id}`);
    }
    const none = await (await call(w.env, "/office", form({ q: "MBC-00000000" }, { cookie }))).text();
    expect(none).toContain("Nothing found");
  });

  it("marks one handled by hand with a note: no longer failed, and recorded with who and when", async () => {
    const { w, id } = await failedAdmission();
    const cookie = await signIn(w.env, "Sita Sharma");
    const res = await call(w.env, `/office/submissions/${id}/handled`, form({ note: "Entered by hand" }, { cookie }));
    expect(res.status).toBe(303);
    expect((await row(w, id))?.state).toBe("handled");
    const { results } = await env.OUTBOX_DB.prepare(
      "SELECT action, actor, note FROM office_actions WHERE submission_id = ?",
    )
      .bind(id)
      .all();
    expect(results).toEqual([{ action: "handled", actor: "Sita Sharma (office token)", note: "Entered by hand" }]);
    const failed = await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM submissions WHERE state = 'failed'").first<{
      n: number;
    }>();
    expect(failed?.n).toBe(0);
    // Handled twice: nothing changes and nothing more is recorded.
    await call(w.env, `/office/submissions/${id}/handled`, form({ note: "again" }, { cookie }));
    const count = await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM office_actions").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("redelivers every failed one, recorded for each, and the script gets each once", async () => {
    const { w, id } = await failedAdmission();
    const sheet = script();
    const cookie = await signIn(w.env);
    const res = await call(w.env, "/office/redeliver-failed", form({}, { cookie }));
    expect(res.headers.get("location")).toBe("/office?done=requeued_all&count=1");
    await settle(w);
    expect((await row(w, id))?.state).toBe("delivered");
    expect(sheet.rows.size).toBe(1);
    const { results } = await env.OUTBOX_DB.prepare("SELECT action, actor FROM office_actions").all();
    expect(results).toEqual([{ action: "redeliver", actor: "Sita (office token)" }]);
  });
});

describe("behind Cloudflare Access", () => {
  it("turns the token form off, and shows nothing to a request without a good Access token", async () => {
    const { w, id } = await failedAdmission({
      ACCESS_TEAM_DOMAIN: "college",
      ACCESS_AUD: "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2",
      ACCESS_CERTS_URL: "http://127.0.0.1:9/certs",
    });
    expect((await call(w.env, "/office/sign-in")).headers.get("location")).toBe("/office");
    const token = await call(w.env, "/office/sign-in", form({ name: "Sita", token: TOKEN }));
    expect(token.headers.get("set-cookie")).toBeNull();
    for (const path of ["/office", `/office/submissions/${id}`, `/office/submissions/${id}/files/studentPhoto/0`]) {
      const res = await call(w.env, path, { headers: { "cf-access-jwt-assertion": "forged.token.here" } });
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toContain(submissionReference(id));
    }
  });
});
