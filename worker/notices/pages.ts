import { officeDb } from "../office/staff";
import { attachmentResponse } from "./attachments";
import { isLive } from "./model";
import { ensureSeeded } from "./seed";
import { getAttachment, getNotice } from "./store";

/**
 * Notices as the public site reads them. They live in the outbox's D1
 * database (the office's); the first read writes the first notices
 * (seed.ts).
 */
export async function noticesDb(env: Env): Promise<D1Database> {
  const db = officeDb(env);
  if (!db) throw new Error("Notices need the OUTBOX_DB binding.");
  await ensureSeeded(db);
  return db;
}

/**
 * GET /notices/files/<id>/<name>: an attachment of a live notice, from the
 * site's own origin (attachments.ts says how it is served). A draft's,
 * scheduled or ended notice's files answer 404 like unknown ones, so
 * nothing is public before or after its notice is.
 */
export async function attachmentFile(env: Env, id: string, name: string, now = Date.now()): Promise<Response | null> {
  if (!officeDb(env) || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const db = await noticesDb(env);
  const attachment = await getAttachment(db, id);
  if (!attachment || attachment.name !== name) return null;
  const notice = await getNotice(db, attachment.noticeId);
  if (!notice || !isLive(notice, now)) return null;
  return attachmentResponse(env.SUBMISSIONS, attachment);
}
