import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tickerItems } from "../../app/content/ticker";
import { tickerItemsNe } from "../../app/content/ticker.ne";
import { bytesOf, gif, jpeg, png, webpLossy } from "../../tests/support/images";
import { api } from "../api/index";
import { SITE, TOKEN, call } from "../../tests/support/office";
import { recentActions } from "../office/record";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_NOTICE,
  FILE_TOO_LARGE,
  NOT_A_KNOWN_FILE,
  TOO_MANY_FILES,
} from "./attachments";
import { blocks, blocksHtml } from "../../app/notices/format";
import { controlCharacter, END_BEFORE_PUBLISH, NO_TITLE } from "./model";
import { forgetSeeding } from "./seed";
import type { NoticeAttachment } from "../../app/notices/model";
import { liveNotices, removeAttachment } from "./store";

/**
 * Notices through the operator API (worker/notices/api.ts) and the site's
 * own address for their files: what the office can do to a notice, what
 * is refused and why, and when a notice is live.
 */
const e = { ...env, SITE_URL: SITE, ADMIN_TOKEN: TOKEN } as unknown as Env;
const db = env.OUTBOX_DB;

// biome-ignore lint/suspicious/noExplicitAny: the API's JSON, whose fields the assertions read and compare as they are
type Json = Record<string, any>;
async function request(method: string, path: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${TOKEN}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const res = await api.request(`/admin/notices${path}`, init, e);
  return { status: res.status, json: (await res.json()) as Json };
}

const notice = (over: Json = {}) => ({
  title: { en: "Exam routine for December", ne: "पुस महिनाको परीक्षा तालिका" },
  body: { en: "The routine is attached.", ne: "" },
  category: "exams",
  publishAt: new Date(Date.now() - 60_000).toISOString(),
  endAt: null,
  ticker: false,
  popup: false,
  ...over,
});

async function create(over: Json = {}) {
  const { status, json } = await request("POST", "", notice(over));
  expect(status, JSON.stringify(json)).toBe(201);
  return json.notice as Json;
}

const upload = (id: number, bytes: Uint8Array<ArrayBuffer>, name: string, type = "application/octet-stream") => {
  const body = new FormData();
  body.set("file", new File([bytes], name, { type }));
  return request("POST", `/${id}/attachments`, body);
};

const PDF = bytesOf("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

beforeEach(async () => {
  await db.exec(
    "DELETE FROM notices; DELETE FROM notice_versions; DELETE FROM notice_attachments; DELETE FROM notice_actions; DELETE FROM notices_seeded;",
  );
  // The first notices are written once; these tests start from none.
  await db.prepare("INSERT INTO notices_seeded (id, at) VALUES (1, 0)").run();
  forgetSeeding();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the first notices", () => {
  it("are today's ticker lines and popup, written once, and not again after the office deletes them", async () => {
    await db.exec("DELETE FROM notices_seeded");
    forgetSeeding();
    const { json } = await request("GET", "");
    const seeded = json.notices as Json[];
    expect(seeded).toHaveLength(tickerItems.length + 1);
    const ticker = (await liveNotices(db, Date.now() + 1)).filter((n) => n.ticker);
    expect(ticker.map((n) => n.title.en)).toEqual(tickerItems);
    expect(ticker.map((n) => n.title.ne)).toEqual(tickerItemsNe);
    expect(seeded.filter((n) => n.popup)).toHaveLength(1);

    for (const n of seeded) expect((await request("DELETE", `/${n.id}`)).status).toBe(200);
    forgetSeeding();
    expect((await request("GET", "")).json.notices).toEqual([]);
  });
});

describe("writing a notice", () => {
  it("creates one, keeps its first version and records who did it", async () => {
    const created = await create();
    expect(created).toMatchObject({ version: 1, state: "live", category: "exams", createdBy: "operator API" });
    expect(created.publishAt).toMatch(/\+05:45$/);
    const { json } = await request("GET", `/${created.id}`);
    expect(json.versions.map((v: Json) => v.version)).toEqual([1]);
    const [action] = await recentActions(db, 1);
    expect(action).toMatchObject({ action: "notice_created", actor: "operator API" });
    expect(action!.note).toContain("Exam routine for December");
  });

  it("refuses a notice without a title in either language, an unknown category and an end before the start", async () => {
    const untitled = await request("POST", "", notice({ title: { en: "  ", ne: "" } }));
    expect(untitled).toMatchObject({ status: 400, json: { ok: false, error: NO_TITLE } });
    const category = await request("POST", "", notice({ category: "sports" }));
    expect(category.status).toBe(400);
    expect(category.json.error).toContain("admissions, exams, results, events, holidays, general");
    const backwards = await request(
      "POST",
      "",
      notice({ publishAt: "2026-12-02T10:00:00+05:45", endAt: "2026-12-01T10:00:00+05:45" }),
    );
    expect(backwards.json.error).toBe(END_BEFORE_PUBLISH);
    const zoneless = await request("POST", "", notice({ publishAt: "2026-12-02T10:00" }));
    expect(zoneless.json.error).toMatch(/time zone/);
    expect((await request("GET", "")).json.notices).toEqual([]);
  });

  it("refuses the control characters XML 1.0 forbids, which would make the feed and the sitemap unreadable", async () => {
    const pasted = await request("POST", "", notice({ title: { en: "Exam routine\u000Bpart 2" } }));
    expect(pasted).toMatchObject({ status: 400, json: { error: controlCharacter("The English title") } });
    const paged = await request("POST", "", notice({ body: { ne: "पहिलो\u000Cदोस्रो" } }));
    expect(paged.json.error).toBe(controlCharacter("The Nepali body"));
    const created = await create();
    const edit = await request("PATCH", `/${created.id}`, { version: 1, title: { ne: "परीक्षा\u0007" } });
    expect(edit).toMatchObject({ status: 400, json: { error: controlCharacter("The Nepali title") } });
    // Tabs and line breaks are text.
    expect((await request("POST", "", notice({ body: { en: "a\tb\r\nc" } }))).status).toBe(201);
  });

  it("keeps a draft off the site until it is published, and takes it off when it is ended", async () => {
    const draft = await create({ publishAt: null });
    expect(draft.state).toBe("draft");
    expect(await liveNotices(db, Date.now())).toEqual([]);

    const published = await request("PATCH", `/${draft.id}`, { version: 1, publishAt: new Date().toISOString() });
    expect(published.json.notice).toMatchObject({ version: 2, state: "live" });
    expect((await liveNotices(db, Date.now() + 1)).map((n) => n.id)).toEqual([draft.id]);

    const ended = await request("PATCH", `/${draft.id}`, { version: 2, endAt: new Date(Date.now() + 1).toISOString() });
    expect(ended.json.notice.version).toBe(3);
    expect(await liveNotices(db, Date.now() + 2)).toEqual([]);
  });

  it("shows a scheduled notice at its time and not before, and hides it at its end, by the clock alone", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T04:00:00Z"));
    const scheduled = await create({ publishAt: "2026-12-01T10:00:00+05:45", endAt: "2026-12-02T10:00:00+05:45" });
    expect(scheduled.state).toBe("scheduled");
    expect(await liveNotices(db, Date.now())).toEqual([]);
    vi.setSystemTime(new Date("2026-12-01T04:14:59.999Z"));
    expect(await liveNotices(db, Date.now())).toEqual([]);
    vi.setSystemTime(new Date("2026-12-01T04:15:00Z"));
    expect((await liveNotices(db, Date.now())).map((n) => n.id)).toEqual([scheduled.id]);
    expect((await request("GET", `/${scheduled.id}`)).json.notice.state).toBe("live");
    vi.setSystemTime(new Date("2026-12-02T04:15:00Z"));
    expect(await liveNotices(db, Date.now())).toEqual([]);
    expect((await request("GET", `/${scheduled.id}`)).json.notice.state).toBe("ended");
  });

  it("refuses an edit made from an older version, and saves nothing of it", async () => {
    const created = await create();
    const first = await request("PATCH", `/${created.id}`, { version: 1, title: { en: "Routine (revised)" } });
    expect(first.status).toBe(200);
    const second = await request("PATCH", `/${created.id}`, { version: 1, title: { en: "Routine (other edit)" } });
    expect(second.status).toBe(409);
    expect(second.json.version).toBe(2);
    expect(second.json.error).toContain("version 2");
    expect(second.json.error).toContain("Nothing was saved");
    const { json } = await request("GET", `/${created.id}`);
    expect(json.notice.title).toEqual({ en: "Routine (revised)", ne: "पुस महिनाको परीक्षा तालिका" });
    expect(json.versions).toHaveLength(2);
    expect((await request("PATCH", `/${created.id}`, { title: { en: "No version" } })).status).toBe(400);
  });

  it("restores an earlier version as a new one", async () => {
    const created = await create();
    await request("PATCH", `/${created.id}`, { version: 1, title: { en: "Wrong title" }, category: "general" });
    const restored = await request("POST", `/${created.id}/restore`, { restore: 1, version: 2 });
    expect(restored.status).toBe(200);
    expect(restored.json.notice).toMatchObject({ version: 3, category: "exams", title: created.title });
    const { json } = await request("GET", `/${created.id}`);
    expect(json.versions.map((v: Json) => [v.version, v.title.en])).toEqual([
      [3, "Exam routine for December"],
      [2, "Wrong title"],
      [1, "Exam routine for December"],
    ]);
    expect((await request("POST", `/${created.id}/restore`, { restore: 1, version: 2 })).status).toBe(409);
    expect((await request("POST", `/${created.id}/restore`, { restore: 9, version: 3 })).status).toBe(404);
    expect((await recentActions(db, 1))[0]).toMatchObject({ action: "notice_restored" });
  });

  it("deletes a notice with its versions and files, and keeps the record that it was deleted", async () => {
    const created = await create();
    const file = await upload(created.id, PDF, "routine.pdf");
    expect(file.status).toBe(201);
    expect((await request("DELETE", `/${created.id}?version=7`)).status).toBe(409);
    expect((await request("DELETE", `/${created.id}?version=1`)).json).toEqual({ ok: true, deleted: 1 });
    expect((await request("GET", `/${created.id}`)).status).toBe(404);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM notice_versions").first("n")).toBe(0);
    expect(await env.SUBMISSIONS.get(`notices/${created.id}/${file.json.attachment.id}`)).toBeNull();
    expect((await call(e, file.json.attachment.url)).status).toBe(404);
    expect((await recentActions(db, 1))[0]).toMatchObject({ action: "notice_deleted", actor: "operator API" });
  });

  it("refuses JSON over 160 KB with 413", async () => {
    const big = await request(
      "POST",
      "",
      notice({ body: { en: "x".repeat(20_000), ne: "य".repeat(20_000) }, pad: "x".repeat(160 * 1024) }),
    );
    expect(big).toMatchObject({ status: 413, json: { ok: false, error: "The request is larger than 160 KB." } });
    // A notice at both bodies' limit fits.
    expect(
      (await request("POST", "", notice({ body: { en: "x".repeat(20_000), ne: "य".repeat(20_000) } }))).status,
    ).toBe(201);
  });

  it("wants the token", async () => {
    const res = await api.request("/admin/notices", {}, e);
    expect(res.status).toBe(401);
  });
});

describe("a notice's files", () => {
  it("accepts a PDF and JPEG, PNG and WebP images by their bytes, and serves them from the site with their type", async () => {
    const created = await create();
    const files: [Uint8Array<ArrayBuffer>, string, string][] = [
      [PDF, "Routine (final).PDF", "application/pdf"],
      [jpeg(800, 600), "photo.jpeg", "image/jpeg"],
      [png(800, 600), "scan.png", "image/png"],
      [webpLossy(800, 600), "scan.webp", "image/webp"],
    ];
    for (const [bytes, name, type] of files) {
      // Declared as something else: only the bytes count.
      const { status, json } = await upload(created.id, bytes, name, "text/html");
      expect(status, JSON.stringify(json)).toBe(201);
      expect(json.attachment.type).toBe(type);
      const served = await call(e, json.attachment.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="[A-Za-z0-9._-]+"$/);
      expect(served.headers.get("cache-control")).toBe("private, max-age=60");
      // Sandboxed: a PDF's own scripts run in an origin of their own, never the site's.
      expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(served.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    expect((await request("GET", `/${created.id}`)).json.notice.attachments[0].name).toBe("Routine-final.pdf");
  });

  it("refuses what is not one of them, whatever it is called, and a file over the cap", async () => {
    const created = await create();
    const refused: [Uint8Array<ArrayBuffer>, string][] = [
      [bytesOf("<script>alert(1)</script>"), "notice.pdf"],
      [gif(200, 200), "notice.png"],
      [png(800, 600, { headerOnly: true }).subarray(0, 20), "cut.png"],
      [bytesOf("%PDF"), "short.pdf"],
    ];
    for (const [bytes, name] of refused)
      expect(await upload(created.id, bytes, name, "application/pdf")).toMatchObject({
        status: 415,
        json: { ok: false, error: NOT_A_KNOWN_FILE },
      });
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    big.set(PDF);
    expect(await upload(created.id, big, "big.pdf")).toMatchObject({ status: 413, json: { error: FILE_TOO_LARGE } });
    expect((await request("GET", `/${created.id}`)).json.notice.attachments).toEqual([]);
  });

  it("take at most ATTACHMENTS_PER_NOTICE files a notice", async () => {
    const created = await create();
    for (let i = 0; i < ATTACHMENTS_PER_NOTICE; i++)
      expect((await upload(created.id, PDF, `annex-${i}.pdf`)).status).toBe(201);
    expect(await upload(created.id, PDF, "one-more.pdf")).toMatchObject({
      status: 409,
      json: { ok: false, error: TOO_MANY_FILES },
    });
    expect((await request("GET", `/${created.id}`)).json.notice.attachments).toHaveLength(ATTACHMENTS_PER_NOTICE);
  });

  it("are removed one at a time, recorded once, and no longer served", async () => {
    const created = await create();
    const { json } = await upload(created.id, PDF, "routine.pdf");
    const id = json.attachment.id as string;
    expect((await call(e, json.attachment.url)).status).toBe(200);
    // Only under its own notice.
    expect((await request("DELETE", `/${created.id + 1}/attachments/${id}`)).status).toBe(404);
    expect((await request("DELETE", `/${created.id}/attachments/${id}`)).json).toEqual({ ok: true, deleted: 1 });
    expect((await call(e, json.attachment.url)).status).toBe(404);
    expect(await env.SUBMISSIONS.get(`notices/${created.id}/${id}`)).toBeNull();
    expect((await request("GET", `/${created.id}`)).json.notice.attachments).toEqual([]);
    // A second removal finds nothing and records nothing, through the API or racing it in the store.
    expect((await request("DELETE", `/${created.id}/attachments/${id}`)).status).toBe(404);
    const record = { id, noticeId: created.id, name: "routine.pdf" } as NoticeAttachment;
    expect(await removeAttachment(db, record, "elsewhere", Date.now())).toBe(false);
    const detached = (await recentActions(db, 20)).filter((a) => a.action === "notice_detached");
    expect(detached).toEqual([
      expect.objectContaining({ actor: "operator API", note: `notice ${created.id}: routine.pdf` }),
    ]);
  });

  it("are not served while their notice is a draft, scheduled or ended", async () => {
    const created = await create({ publishAt: null });
    const { json } = await upload(created.id, PDF, "routine.pdf");
    expect((await call(e, json.attachment.url)).status).toBe(404);
    await request("PATCH", `/${created.id}`, { version: 1, publishAt: new Date(Date.now() - 1000).toISOString() });
    expect((await call(e, json.attachment.url)).status).toBe(200);
    expect((await call(e, json.attachment.url.replace(/[^/]+$/, "other.pdf"))).status).toBe(404);
    await request("PATCH", `/${created.id}`, { version: 2, endAt: new Date(Date.now() - 1).toISOString() });
    expect((await call(e, json.attachment.url)).status).toBe(404);
  });
});

describe("a notice's body", () => {
  it("shows a script and a javascript: link as the text they are", () => {
    const body = '<script>alert("x")</script>\n\n[click](javascript:alert(1)) and <img src=x onerror=alert(1)>';
    const html = blocksHtml(blocks(body));
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("[click](javascript:alert(1))");
  });

  it("makes paragraphs, lists and links to https and the site's own pages, and nothing else", () => {
    const body = [
      "Admissions open on Sunday.",
      "Bring your documents:",
      "",
      "- transcript",
      "- [fees](/admission/fees-funding)",
      "",
      "1. see https://tu.edu.np/results.",
      "2. [elsewhere](http://example.com) or [there](//evil.example)",
    ].join("\n");
    expect(blocks(body)).toEqual([
      { kind: "p", lines: [[{ text: "Admissions open on Sunday." }], [{ text: "Bring your documents:" }]] },
      { kind: "ul", items: [[{ text: "transcript" }], [{ text: "fees", href: "/admission/fees-funding" }]] },
      {
        kind: "ol",
        items: [
          [{ text: "see " }, { text: "https://tu.edu.np/results", href: "https://tu.edu.np/results" }, { text: "." }],
          [{ text: "[elsewhere](http://example.com) or [there](//evil.example)" }],
        ],
      },
    ]);
  });
});
