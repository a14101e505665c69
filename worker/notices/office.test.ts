import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "built-worker";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { bytesOf, gif } from "../../tests/support/images";
import { kathmanduLocalInput } from "../../app/lib/kathmandu-time";
import { attachmentPath, type NoticeFields } from "../../app/notices/model";
import { attachmentKey, FILE_TOO_LARGE, NOT_A_KNOWN_FILE } from "./attachments";
import { END_BEFORE_PUBLISH, NO_TITLE, staleEdit } from "./model";
import { forgetSeeding } from "./seed";
import { attachmentsOf, createNotice, getNotice, liveNotices, versionsOf } from "./store";
import { world } from "../../tests/support/outbox";
import { recentActions } from "../office/record";
import { SITE, TOKEN, call, signIn } from "../../tests/support/office";

/**
 * The office's notices page (/office/notices) through the built Worker:
 * the list by state, writing, previewing, publishing, ending, restoring
 * and deleting a notice, its files, and what is refused and why, every
 * change recorded with who made it. The browser walks the same page in
 * tests/e2e/office-notices.spec.ts.
 */
const w = world({ SITE_URL: SITE, ADMIN_TOKEN: TOKEN });
const db = env.OUTBOX_DB;
const STAFF = "Sita (office token)";
const HOUR = 3_600_000;

const FIELDS = {
  title_en: "Holiday for Tihar",
  title_ne: "तिहारको बिदा",
  body_en: "The college is closed.\n\n- Classes resume on Monday",
  body_ne: "",
  category: "holidays",
  publish_at: "",
  end_at: "",
};

/** A same-origin post of the office's notice form (multipart, as the page sends it). */
function post(cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return { method: "POST", headers: { origin: SITE, cookie, ...headers }, body };
}

function upload(cookie: string, bytes: Uint8Array<ArrayBuffer>, name: string): RequestInit {
  const body = new FormData();
  body.set("file", new File([bytes], name, { type: "application/pdf" }));
  return { method: "POST", headers: { origin: SITE, cookie }, body };
}

const notice = (over: Partial<NoticeFields> = {}): NoticeFields => ({
  title: { en: "A notice", ne: "" },
  body: { en: "", ne: "" },
  category: "general",
  publishAt: null,
  endAt: null,
  ticker: false,
  popup: false,
  ...over,
});

/** Creates a notice through the form; its id. */
async function created(cookie: string, fields: Record<string, string> = FIELDS): Promise<number> {
  const res = await call(w.env, "/office/notices/new", post(cookie, { ...fields, intent: "save" }));
  expect(res.status, await res.clone().text()).toBe(303);
  const id = Number(/^\/office\/notices\/(\d+)\?done=created$/.exec(res.headers.get("location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** React writes a few characters as entities, and marks where texts meet: the page's text as a reader sees it. */
const textOf = async (res: Response) =>
  (await res.text())
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");

const PDF = bytesOf("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

beforeEach(async () => {
  await db.exec(
    "DELETE FROM notices; DELETE FROM notice_versions; DELETE FROM notice_attachments; DELETE FROM notice_actions; DELETE FROM notices_seeded; DELETE FROM office_sign_outs;",
  );
  // The first notices are written once; these tests start from none.
  await db.prepare("INSERT INTO notices_seeded (id, at) VALUES (1, 0)").run();
  forgetSeeding();
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("the list", () => {
  it("groups the notices by state, each linking to its page, and the office's pages link to it", async () => {
    const now = Date.now();
    const ids = {
      live: (await createNotice(db, notice({ title: { en: "Live one", ne: "" }, publishAt: now - HOUR }), "x", now)).id,
      scheduled: (
        await createNotice(db, notice({ title: { en: "Coming one", ne: "" }, publishAt: now + HOUR }), "x", now)
      ).id,
      draft: (await createNotice(db, notice({ title: { en: "", ne: "मस्यौदा" } }), "x", now)).id,
      ended: (
        await createNotice(
          db,
          notice({ title: { en: "Over one", ne: "" }, publishAt: now - 2 * HOUR, endAt: now - HOUR }),
          "x",
          now,
        )
      ).id,
    };
    const cookie = await signIn(w.env);
    const res = await call(w.env, "/office/notices", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    const sections = Object.fromEntries(
      html
        .split('<section aria-labelledby="notices-')
        .slice(1)
        .map((part) => [part.slice(0, part.indexOf('"')), part]),
    );
    expect(Object.keys(sections)).toEqual(["live", "scheduled", "draft", "ended"]);
    for (const [state, id] of Object.entries(ids)) {
      expect(sections[state], state).toContain(`href="/office/notices/${id}"`);
      for (const [other, otherId] of Object.entries(ids))
        if (other !== state)
          expect(sections[state], `${other} in ${state}`).not.toContain(`/office/notices/${otherId}"`);
    }
    expect(sections.draft).toContain('lang="ne"');
    const overview = await (await call(w.env, "/office", { headers: { cookie } })).text();
    expect(overview).toContain('<a href="/office/notices">Notices</a>');
  });
});

describe("writing a notice", () => {
  it("creates a draft, or a scheduled one with a Kathmandu publish time, recorded with who", async () => {
    const cookie = await signIn(w.env);
    const draft = await created(cookie);
    const saved = await getNotice(db, draft);
    expect(saved).toMatchObject({
      title: { en: FIELDS.title_en, ne: FIELDS.title_ne },
      body: { en: FIELDS.body_en, ne: "" },
      category: "holidays",
      publishAt: null,
      ticker: false,
      createdBy: STAFF,
    });
    const page = await textOf(await call(w.env, `/office/notices/${draft}`, { headers: { cookie } }));
    expect(page).toContain("Draft");
    expect(page).toMatch(/<input lang="ne" [^>]*name="title_ne"/);
    expect(page).toMatch(/<textarea name="body_ne" lang="ne"/);

    const at = Date.now() + 24 * HOUR;
    const scheduled = await created(cookie, {
      ...FIELDS,
      publish_at: kathmanduLocalInput(at),
      ticker: "on",
      popup: "on",
    });
    const later = await getNotice(db, scheduled);
    // The typed time is Kathmandu's: the same minute as `at`.
    expect(later?.publishAt).toBe(at - (at % 60_000));
    expect(later).toMatchObject({ ticker: true, popup: true });
    const list = await (await call(w.env, "/office/notices", { headers: { cookie } })).text();
    expect(list.split('aria-labelledby="notices-scheduled"')[1]?.split("<section")[0]).toContain(
      `/office/notices/${scheduled}"`,
    );
    const actions = await recentActions(db, 10);
    expect(actions.filter((a) => a.action === "notice_created").map((a) => a.actor)).toEqual([STAFF, STAFF]);
  });

  it("says after Create what the notice now is: a draft, scheduled for its time, or published", async () => {
    const cookie = await signIn(w.env);
    const banner = async (fields: Record<string, string>) => {
      const id = await created(cookie, fields);
      const html = await textOf(await call(w.env, `/office/notices/${id}?done=created`, { headers: { cookie } }));
      return html.slice(html.indexOf("<h1"), html.indexOf('id="now"'));
    };
    const draft = await banner(FIELDS);
    expect(draft).toContain("Created. It is a draft, shown nowhere");
    const at = Date.now() + 24 * HOUR;
    const scheduled = await banner({ ...FIELDS, publish_at: kathmanduLocalInput(at) });
    expect(scheduled).toContain("Created and scheduled: the site shows it from");
    expect(scheduled).not.toContain("draft");
    const published = await banner({ ...FIELDS, publish_at: kathmanduLocalInput(Date.now() - HOUR) });
    expect(published).toContain("Created and published: the site shows it within a minute.");
    expect(published).not.toContain("draft");
  });

  it("refuses a notice without a title (400, the store's reason), showing back what was typed", async () => {
    const cookie = await signIn(w.env);
    const res = await call(
      w.env,
      "/office/notices/new",
      post(cookie, { ...FIELDS, title_en: "  ", title_ne: "", body_en: "Typed text kept", intent: "save" }),
    );
    expect(res.status).toBe(400);
    const html = await textOf(res);
    expect(html).toContain(NO_TITLE);
    expect(html).toContain("Typed text kept");
    const backwards = await call(
      w.env,
      "/office/notices/new",
      post(cookie, { ...FIELDS, publish_at: "2026-12-02T10:00", end_at: "2026-12-01T10:00", intent: "save" }),
    );
    expect(backwards.status).toBe(400);
    const backwardsHtml = await textOf(backwards);
    expect(backwardsHtml).toContain(END_BEFORE_PUBLISH);
    expect(backwardsHtml).toContain('value="2026-12-02T10:00"');
    expect((await db.prepare("SELECT COUNT(*) AS n FROM notices").first<{ n: number }>())?.n).toBe(0);
  });

  it("previews the typed text as the public page shows it, in both languages, escaped, saving nothing", async () => {
    const cookie = await signIn(w.env);
    const res = await call(
      w.env,
      "/office/notices/new",
      post(cookie, {
        ...FIELDS,
        body_en: "<script>alert(1)</script>\n\n[a link](javascript:alert(1))",
        intent: "preview",
      }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Preview (not saved)");
    // The English page and the Nepali one (its title in Nepali, the English body marked as English).
    expect(html).toContain(`<h1 class="mt-2 text-3xl font-bold text-brand-800">${FIELDS.title_en}</h1>`);
    expect(html).toContain(`<h1 class="mt-2 text-3xl font-bold text-brand-800">${FIELDS.title_ne}</h1>`);
    expect(html).toContain('<div class="prose" lang="en">');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain('href="javascript:');
    expect((await db.prepare("SELECT COUNT(*) AS n FROM notices").first<{ n: number }>())?.n).toBe(0);
  });

  it("takes a body far beyond the office's usual 8 KB from someone signed in, and only there", async () => {
    const cookie = await signIn(w.env);
    const body = "सूचना ".repeat(3000);
    const id = await created(cookie, { ...FIELDS, body_ne: body });
    expect((await getNotice(db, id))?.body.ne).toBe(body.trim());
    const elsewhere = await call(w.env, "/office/maintenance", post(cookie, { switch: "on", pad: body }));
    expect(elsewhere.status).toBe(413);
    const signedOut = await call(w.env, "/office/notices/new", post("", { ...FIELDS, body_ne: body }));
    expect(signedOut.status).toBe(413);
  });
});

describe("publishing, ending, versions", () => {
  it("publishes now, then ends now: live, then not, each recorded", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    const publish = await call(w.env, `/office/notices/${id}/publish`, post(cookie, { version: "1" }));
    expect(publish.status).toBe(303);
    expect(publish.headers.get("location")).toBe(`/office/notices/${id}?done=published`);
    expect((await liveNotices(db, Date.now())).map((n) => n.id)).toEqual([id]);
    const page = await textOf(await call(w.env, `/office/notices/${id}?done=published`, { headers: { cookie } }));
    expect(page).toContain("Published: the site shows it within a minute.");
    expect(page).toContain("End now");
    // A name every object answers to is no outcome: the page has no line about it.
    const odd = await textOf(await call(w.env, `/office/notices/${id}?done=toString`, { headers: { cookie } }));
    expect(odd).toContain("End now");
    expect(odd).not.toContain('role="status"');

    const end = await call(w.env, `/office/notices/${id}/end`, post(cookie, { version: "2" }));
    expect(end.status).toBe(303);
    expect(await liveNotices(db, Date.now() + 1)).toEqual([]);
    expect((await getNotice(db, id))?.endAt).not.toBeNull();
    const actions = await recentActions(db, 10);
    expect(actions.map((a) => [a.action, a.actor])).toEqual([
      ["notice_edited", STAFF],
      ["notice_edited", STAFF],
      ["notice_created", STAFF],
    ]);
    // The office's overview lists them with its other actions.
    const overview = await textOf(await call(w.env, "/office", { headers: { cookie } }));
    expect(overview).toContain(`Edited a notice by ${STAFF} (note: “notice ${id}: ${FIELDS.title_en}”)`);
  });

  it("refuses an edit made from an older version with the store's reason, keeping what was typed", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    const other = await signIn(w.env, "Ram");
    const first = await call(
      w.env,
      `/office/notices/${id}`,
      post(other, { ...FIELDS, title_en: "Ram's title", version: "1", intent: "save" }),
    );
    expect(first.status).toBe(303);
    const second = await call(
      w.env,
      `/office/notices/${id}`,
      post(cookie, { ...FIELDS, body_en: "Sita's long text, typed with care", version: "1", intent: "save" }),
    );
    expect(second.status).toBe(409);
    const html = await textOf(second);
    const current = (await getNotice(db, id))!;
    expect(html).toContain(staleEdit(current));
    expect(html).toContain("Sita's long text, typed with care");
    expect(current.title.en).toBe("Ram's title");
    expect(current.body.en).toBe(FIELDS.body_en);
  });

  it("lists earlier versions with who and when, and restores one as a new version", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    await call(w.env, `/office/notices/${id}`, post(cookie, { ...FIELDS, title_en: "Renamed", version: "1" }));
    const page = await textOf(await call(w.env, `/office/notices/${id}`, { headers: { cookie } }));
    expect(page).toContain(`by ${STAFF}`);
    expect(page).toContain("Restore version 1<");
    const restore = await call(w.env, `/office/notices/${id}/restore`, post(cookie, { restore: "1", version: "2" }));
    expect(restore.status).toBe(303);
    const now = (await getNotice(db, id))!;
    expect(now).toMatchObject({ version: 3, title: { en: FIELDS.title_en } });
    expect((await versionsOf(db, id)).map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await recentActions(db, 1))[0]).toMatchObject({ action: "notice_restored", actor: STAFF });
    // A restore from a version no longer current changes nothing.
    const stale = await call(w.env, `/office/notices/${id}/restore`, post(cookie, { restore: "2", version: "2" }));
    expect(stale.status).toBe(409);
    expect((await getNotice(db, id))?.version).toBe(3);
  });

  it("deletes after a confirm page: the notice, its versions and its files go, the record stays", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    expect((await call(w.env, `/office/notices/${id}/files`, upload(cookie, PDF, "routine.pdf"))).status).toBe(303);
    const [file] = await attachmentsOf(db, id);
    const confirm = await call(w.env, `/office/notices/${id}/delete`, { headers: { cookie } });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain("Delete it for good");
    expect(await getNotice(db, id)).not.toBeNull();
    const res = await call(w.env, `/office/notices/${id}/delete`, post(cookie, { version: "1" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/office/notices?done=deleted");
    expect(await getNotice(db, id)).toBeNull();
    expect(await versionsOf(db, id)).toEqual([]);
    expect(await w.bucket.head(attachmentKey(id, file!.id))).toBeNull();
    expect((await recentActions(db, 1))[0]).toMatchObject({ action: "notice_deleted", actor: STAFF });
  });

  it("says deleted when storage fails to drop the files afterwards: the notice is gone and its file no longer served", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    expect((await call(w.env, `/office/notices/${id}/files`, upload(cookie, PDF, "routine.pdf"))).status).toBe(303);
    const [file] = await attachmentsOf(db, id);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const storageDown = {
      ...w.env,
      SUBMISSIONS: new Proxy(w.bucket, {
        get: (bucket, key) =>
          key === "delete" ? () => Promise.reject(new Error("R2 unavailable")) : Reflect.get(bucket, key).bind(bucket),
      }),
    } as Env;
    const res = await call(storageDown, `/office/notices/${id}/delete`, post(cookie, { version: "1" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/office/notices?done=deleted");
    expect(await getNotice(db, id)).toBeNull();
    const key = attachmentKey(id, file!.id);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(key), expect.any(Error));
    expect(await w.bucket.head(key)).not.toBeNull();
    expect((await call(w.env, attachmentPath(file!))).status).toBe(404);
    logged.mockRestore();
  });
});

describe("files", () => {
  it("adds a PDF, refuses a file by its content with the reason, and removes one", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    const added = await call(w.env, `/office/notices/${id}/files`, upload(cookie, PDF, "Exam routine.pdf"));
    expect(added.status).toBe(303);
    const [file] = await attachmentsOf(db, id);
    expect(file).toMatchObject({ name: "Exam-routine.pdf", type: "application/pdf", addedBy: STAFF });
    const page = await call(w.env, `/office/notices/${id}`, { headers: { cookie } });
    expect(await page.text()).toContain(`href="/office/notices/${id}/files/${file!.id}"`);
    // The office opens a draft's file; the public address would not serve it yet.
    const served = await call(w.env, `/office/notices/${id}/files/${file!.id}`, { headers: { cookie } });
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toMatch(/; sandbox$/);
    expect(served.headers.get("cross-origin-resource-policy")).toBe("same-origin");

    const refused = await call(w.env, `/office/notices/${id}/files`, upload(cookie, gif(10, 10), "photo.pdf"));
    expect(refused.status).toBe(415);
    expect(await textOf(refused)).toContain(NOT_A_KNOWN_FILE);
    expect(await attachmentsOf(db, id)).toHaveLength(1);

    const removed = await call(w.env, `/office/notices/${id}/files/${file!.id}/remove`, post(cookie, {}));
    expect(removed.status).toBe(303);
    expect(await attachmentsOf(db, id)).toEqual([]);
    expect(await w.bucket.head(attachmentKey(id, file!.id))).toBeNull();
    const actions = (await recentActions(db, 2)).map((a) => [a.action, a.actor]);
    expect(actions).toEqual([
      ["notice_detached", STAFF],
      ["notice_attached", STAFF],
    ]);
  });
});

describe("a file's label", () => {
  /** The public page of notice `id`, once published. */
  async function publicPage(cookie: string, id: number): Promise<string> {
    expect((await call(w.env, `/office/notices/${id}/publish`, post(cookie, { version: "1" }))).status).toBe(303);
    // Not waiting for the page's background work (its write to the page cache), as worker/notices/pages.test.ts reads pages.
    const get = (path: string) =>
      worker.fetch(new Request(new URL(path, SITE), { redirect: "manual" }), w.env, createExecutionContext());
    let res = await get(`/notices/${id}`);
    if (res.status === 301 || res.status === 308) res = await get(res.headers.get("location")!);
    expect(res.status).toBe(200);
    return textOf(res);
  }

  it("keeps a Nepali file name as the file's label, served under a safe name", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    await call(w.env, `/office/notices/${id}/files`, upload(cookie, PDF, "परीक्षा तालिका.pdf"));
    const [file] = await attachmentsOf(db, id);
    expect(file).toMatchObject({ name: "notice.pdf", label: "परीक्षा तालिका" });
    const office = await textOf(await call(w.env, `/office/notices/${id}`, { headers: { cookie } }));
    expect(office).toContain(`href="/office/notices/${id}/files/${file!.id}">परीक्षा तालिका</a>`);
    const html = await publicPage(cookie, id);
    expect(html).toContain(`<a href="${attachmentPath(file!)}">परीक्षा तालिका</a>`);
  });

  it("takes a label typed for the file, in either language, before the file's name", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    const body = new FormData();
    body.set("file", new File([PDF], "scan0042.pdf", { type: "application/pdf" }));
    body.set("label", "  Exam routine:\n Level 3  ");
    const added = await call(w.env, `/office/notices/${id}/files`, {
      method: "POST",
      headers: { origin: SITE, cookie },
      body,
    });
    expect(added.status).toBe(303);
    const [file] = await attachmentsOf(db, id);
    expect(file).toMatchObject({ name: "scan0042.pdf", label: "Exam routine: Level 3" });
    expect(await publicPage(cookie, id)).toContain(`<a href="${attachmentPath(file!)}">Exam routine: Level 3</a>`);
  });

  it("refuses a file over 10 MB on a page that leads back to its notice", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    const big = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    big.set(PDF);
    const res = await call(w.env, `/office/notices/${id}/files`, upload(cookie, big, "big.pdf"));
    expect(res.status).toBe(413);
    const html = await textOf(res);
    expect(html).toContain(FILE_TOO_LARGE);
    expect(html).toContain(`<a href="/office/notices/${id}">Back to the notice, to choose another file</a>`);
    expect(await attachmentsOf(db, id)).toEqual([]);
  });
});

describe("refused", () => {
  it("a post from another site, and anyone signed out, change nothing", async () => {
    const cookie = await signIn(w.env);
    const id = await created(cookie);
    const crossSite = await call(
      w.env,
      "/office/notices/new",
      post(cookie, { ...FIELDS, intent: "save" }, { origin: "https://elsewhere.test" }),
    );
    expect(crossSite.status).toBe(403);
    const fetchSite = await call(
      w.env,
      `/office/notices/${id}/publish`,
      post(cookie, { version: "1" }, { "sec-fetch-site": "cross-site" }),
    );
    expect(fetchSite.status).toBe(403);
    for (const path of ["/office/notices/new", `/office/notices/${id}/publish`, `/office/notices/${id}/delete`]) {
      const res = await call(w.env, path, post("", { ...FIELDS, version: "1" }));
      expect(res.status, path).toBe(401);
    }
    for (const path of ["/office/notices", `/office/notices/${id}`]) {
      const res = await call(w.env, path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location")).toBe("/office/sign-in");
    }
    expect((await db.prepare("SELECT COUNT(*) AS n FROM notices").first<{ n: number }>())?.n).toBe(1);
    expect((await getNotice(db, id))?.version).toBe(1);
  });
});
