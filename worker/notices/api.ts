import { type Context, Hono } from "hono";
import { FILE_TOO_LARGE, NO_SUCH_FILE, UPLOAD_MAX_BYTES, deleteStoredFiles, storeAttachment } from "./attachments";
import { attachmentPath, type Notice, type NoticeAttachment } from "../../app/notices/model";
import {
  isoTime,
  NOTICE_NOT_FOUND as NOT_FOUND,
  NOTICE_REQUEST_MAX as JSON_CAP,
  noSuchVersion,
  noticeId,
  noticeJson,
  parseChange,
  parseNotice,
  staleEdit as stale,
} from "./model";
import { noticesChanged, noticesDb } from "./pages";
import * as store from "./store";
import { readCapped, TOO_LARGE } from "../api/body";

/**
 * The operator API for notices, under /api/admin/notices (mounted in
 * admin.ts, behind its token): the same notices the office's page edits,
 * as JSON. Every change is recorded with the office's other actions, by
 * "operator API". An edit (PATCH, a restore) names the version it was made
 * from; a newer version answers 409 and changes nothing.
 */
export const adminNotices = new Hono<{ Bindings: Env }>();

const ACTOR = "operator API";

const attachmentJson = (a: NoticeAttachment) => ({
  id: a.id,
  name: a.name,
  label: a.label,
  type: a.type,
  size: a.size,
  url: attachmentPath(a),
  addedBy: a.addedBy,
  addedAt: isoTime(a.addedAt),
});

async function readJson(
  request: Request,
): Promise<{ ok: true; data: unknown } | { ok: false; status: 400 | 413; error: string }> {
  const bytes = await readCapped(request, JSON_CAP);
  if (bytes === TOO_LARGE)
    return { ok: false, status: 413, error: `The request is larger than ${JSON_CAP / 1024} KB.` };
  try {
    return { ok: true, data: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, status: 400, error: "The request is not JSON." };
  }
}

/** A change the store refused: the notice is gone (404), or newer than the edit (409, with its version). */
const refused = (c: Context, result: { outcome: "unknown" } | { outcome: "stale"; current: Notice }) =>
  result.outcome === "unknown"
    ? c.json({ ok: false, error: NOT_FOUND }, 404)
    : c.json({ ok: false, error: stale(result.current), version: result.current.version }, 409);

adminNotices.use("*", async (c, next) => {
  c.header("Cache-Control", "no-store");
  await next();
  if (c.req.method !== "GET" && c.res.ok) noticesChanged();
});

/** GET /api/admin/notices: every notice, drafts and ended ones included, the most recently changed first. */
adminNotices.get("/", async (c) => {
  const now = Date.now();
  const notices = await store.allNotices(await noticesDb(c.env));
  return c.json({ ok: true, notices: notices.map((n) => noticeJson(n, now)) });
});

/** POST /api/admin/notices: a new notice (201). */
adminNotices.post("/", async (c) => {
  const body = await readJson(c.req.raw);
  if (!body.ok) return c.json({ ok: false, error: body.error }, body.status);
  const parsed = parseNotice(body.data);
  if (!parsed.ok) return c.json({ ok: false, error: parsed.error }, 400);
  const now = Date.now();
  const notice = await store.createNotice(await noticesDb(c.env), parsed.value, ACTOR, now);
  return c.json({ ok: true, notice: { ...noticeJson(notice, now), attachments: [] } }, 201);
});

/** GET /api/admin/notices/<id>: the notice with its attachments and its versions, newest first. */
adminNotices.get("/:id", async (c) => {
  const id = noticeId(c.req.param("id"));
  const db = await noticesDb(c.env);
  const notice = id === null ? null : await store.getNotice(db, id);
  if (!notice) return c.json({ ok: false, error: NOT_FOUND }, 404);
  const now = Date.now();
  const [attachments, versions] = await Promise.all([
    store.attachmentsOf(db, notice.id),
    store.versionsOf(db, notice.id),
  ]);
  return c.json({
    ok: true,
    notice: { ...noticeJson(notice, now), attachments: attachments.map(attachmentJson) },
    versions: versions.map((v) => ({
      ...noticeJson({ ...notice, ...v }, now),
      savedBy: v.savedBy,
      savedAt: isoTime(v.savedAt),
    })),
  });
});

/** PATCH /api/admin/notices/<id>: the fields given change, if `version` is still the notice's version. */
adminNotices.patch("/:id", async (c) => {
  const id = noticeId(c.req.param("id"));
  const db = await noticesDb(c.env);
  const current = id === null ? null : await store.getNotice(db, id);
  if (!current) return c.json({ ok: false, error: NOT_FOUND }, 404);
  const body = await readJson(c.req.raw);
  if (!body.ok) return c.json({ ok: false, error: body.error }, body.status);
  const parsed = parseChange(body.data, current);
  if (!parsed.ok) return c.json({ ok: false, error: parsed.error }, 400);
  const now = Date.now();
  const result = await store.updateNotice(db, current.id, parsed.value.fields, parsed.value.version, ACTOR, now);
  if (result.outcome !== "saved") return refused(c, result);
  return c.json({ ok: true, notice: noticeJson(result.notice, now) });
});

/** POST /api/admin/notices/<id>/restore `{ restore, version }`: version `restore` becomes the current one again. */
adminNotices.post("/:id/restore", async (c) => {
  const id = noticeId(c.req.param("id"));
  if (id === null) return c.json({ ok: false, error: NOT_FOUND }, 404);
  const body = await readJson(c.req.raw);
  if (!body.ok) return c.json({ ok: false, error: body.error }, body.status);
  const { restore, version } = (body.data ?? {}) as { restore?: unknown; version?: unknown };
  if (!Number.isInteger(restore) || !Number.isInteger(version))
    return c.json(
      { ok: false, error: "restore (the version to bring back) and version (the current one) must be whole numbers." },
      400,
    );
  const now = Date.now();
  const db = await noticesDb(c.env);
  const result = await store.restoreVersion(db, id, restore as number, version as number, ACTOR, now);
  if (result.outcome === "no_such_version") return c.json({ ok: false, error: noSuchVersion(restore as number) }, 404);
  if (result.outcome !== "saved") return refused(c, result);
  return c.json({ ok: true, notice: noticeJson(result.notice, now) });
});

/** DELETE /api/admin/notices/<id>[?version=n]: the notice, its versions and its files go; the record of it stays. */
adminNotices.delete("/:id", async (c) => {
  const id = noticeId(c.req.param("id"));
  if (id === null) return c.json({ ok: false, error: NOT_FOUND }, 404);
  const given = c.req.query("version");
  const version = given === undefined ? null : Number(given);
  if (version !== null && !Number.isInteger(version))
    return c.json({ ok: false, error: "version must be a whole number." }, 400);
  const result = await store.deleteNotice(await noticesDb(c.env), id, version, ACTOR, Date.now());
  if (result.outcome !== "deleted") return refused(c, result);
  await deleteStoredFiles(c.env.SUBMISSIONS, result.attachments);
  return c.json({ ok: true, deleted: 1 });
});

/** POST /api/admin/notices/<id>/attachments (multipart, the file in field "file"). */
adminNotices.post("/:id/attachments", async (c) => {
  const id = noticeId(c.req.param("id"));
  const db = await noticesDb(c.env);
  const notice = id === null ? null : await store.getNotice(db, id);
  if (!notice) return c.json({ ok: false, error: NOT_FOUND }, 404);
  const bytes = await readCapped(c.req.raw, UPLOAD_MAX_BYTES);
  if (bytes === TOO_LARGE) return c.json({ ok: false, error: FILE_TOO_LARGE }, 413);
  let file: FormDataEntryValue | null = null;
  let label: FormDataEntryValue | null = null;
  try {
    const headers = { "content-type": c.req.header("content-type") ?? "" };
    const form = await new Request(c.req.url, { method: "POST", headers, body: bytes }).formData();
    file = form.get("file");
    label = form.get("label");
  } catch {
    // Not multipart, or broken: answered below.
  }
  if (!file || typeof file === "string")
    return c.json({ ok: false, error: 'Send the file as multipart/form-data in a field named "file".' }, 400);
  const result = await storeAttachment(
    db,
    c.env.SUBMISSIONS,
    notice.id,
    file,
    typeof label === "string" ? label : "",
    ACTOR,
    Date.now(),
  );
  if (!result.ok) return c.json({ ok: false, error: result.error }, result.status);
  return c.json({ ok: true, attachment: attachmentJson(result.attachment) }, 201);
});

/** DELETE /api/admin/notices/<id>/attachments/<attachment id> */
adminNotices.delete("/:id/attachments/:attachment", async (c) => {
  const db = await noticesDb(c.env);
  const attachment = await store.getAttachment(db, c.req.param("attachment"));
  if (!attachment || String(attachment.noticeId) !== c.req.param("id"))
    return c.json({ ok: false, error: NO_SUCH_FILE }, 404);
  if (await store.removeAttachment(db, attachment, ACTOR, Date.now()))
    await deleteStoredFiles(c.env.SUBMISSIONS, [attachment]);
  return c.json({ ok: true, deleted: 1 });
});
