import type { Notice, NoticeAttachment, NoticeCategory, NoticeFields } from "../../app/notices/model";

/**
 * Notices in D1 (migrations/0007_notices.sql). Every save is one batch (one
 * transaction): the notice's row, the snapshot of the version it makes
 * (notice_versions) and the office's record of it (notice_actions), so the
 * three never disagree. An edit names the version it was made from and
 * changes the row only if that is still the current one.
 */
export type NoticeAction =
  | "notice_created"
  | "notice_edited"
  | "notice_restored"
  | "notice_deleted"
  | "notice_attached"
  | "notice_detached";

interface NoticeRow {
  id: number;
  title_en: string;
  title_ne: string;
  body_en: string;
  body_ne: string;
  category: NoticeCategory;
  publish_at: number | null;
  end_at: number | null;
  ticker: number;
  popup: number;
  version: number;
  created_by: string;
  created_at: number;
  updated_by: string;
  updated_at: number;
}

const fromRow = (r: NoticeRow): Notice => ({
  id: r.id,
  title: { en: r.title_en, ne: r.title_ne },
  body: { en: r.body_en, ne: r.body_ne },
  category: r.category,
  publishAt: r.publish_at,
  endAt: r.end_at,
  ticker: r.ticker === 1,
  popup: r.popup === 1,
  version: r.version,
  createdBy: r.created_by,
  createdAt: r.created_at,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at,
});

/** A notice's fields in the order every INSERT and UPDATE of `notices` binds them (?1 to ?9). */
export const fieldValues = (f: NoticeFields) => [
  f.title.en,
  f.title.ne,
  f.body.en,
  f.body.ne,
  f.category,
  f.publishAt,
  f.endAt,
  f.ticker ? 1 : 0,
  f.popup ? 1 : 0,
];

/** The title the office's record notes beside an action. */
const titleNote = (f: Pick<NoticeFields, "title">) => (f.title.en || f.title.ne).slice(0, 200);

/** Snapshots the row this save (write ?1) made as its version. */
export const snapshot = (db: D1Database, writeId: string) =>
  db
    .prepare(
      `INSERT OR IGNORE INTO notice_versions (notice_id, version, title_en, title_ne, body_en, body_ne, category,
         publish_at, end_at, ticker, popup, saved_by, saved_at)
       SELECT id, version, title_en, title_ne, body_en, body_ne, category, publish_at, end_at, ticker, popup,
         updated_by, updated_at FROM notices WHERE write_id = ?1`,
    )
    .bind(writeId);

/** Records `action` on the row this save (write ?1) made. */
export const record = (
  db: D1Database,
  writeId: string,
  action: NoticeAction,
  actor: string,
  at: number,
  note: string,
) =>
  db
    .prepare(
      `INSERT INTO notice_actions (notice_id, action, actor, at, note)
       SELECT id, ?2, ?3, ?4, ?5 FROM notices WHERE write_id = ?1`,
    )
    .bind(writeId, action, actor, at, note);

export async function getNotice(db: D1Database, id: number): Promise<Notice | null> {
  const row = await db.prepare("SELECT * FROM notices WHERE id = ?1").bind(id).first<NoticeRow>();
  return row ? fromRow(row) : null;
}

/** Every notice, drafts included, the most recently changed first (the office's list). */
export async function allNotices(db: D1Database): Promise<Notice[]> {
  const { results } = await db
    .prepare("SELECT * FROM notices ORDER BY updated_at DESC, id DESC LIMIT 200")
    .all<NoticeRow>();
  return results.map(fromRow);
}

/**
 * The live notices at `now`: pinned (ticker) first, then newest first,
 * optionally of one category; `limit + 1` rows are read by callers that
 * page, to know whether another page follows.
 */
export async function liveNotices(
  db: D1Database,
  now: number,
  { category, limit = 20, offset = 0 }: { category?: NoticeCategory; limit?: number; offset?: number } = {},
): Promise<Notice[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM notices
       WHERE publish_at IS NOT NULL AND publish_at <= ?1 AND (end_at IS NULL OR end_at > ?1)
         AND (?2 IS NULL OR category = ?2)
       ORDER BY ticker DESC, publish_at DESC, id DESC LIMIT ?3 OFFSET ?4`,
    )
    .bind(now, category ?? null, limit, offset)
    .all<NoticeRow>();
  return results.map(fromRow);
}

export async function createNotice(db: D1Database, fields: NoticeFields, actor: string, now: number): Promise<Notice> {
  const writeId = crypto.randomUUID();
  const [inserted] = await db.batch<NoticeRow>([
    db
      .prepare(
        `INSERT INTO notices (title_en, title_ne, body_en, body_ne, category, publish_at, end_at, ticker, popup,
           version, write_id, created_by, created_at, updated_by, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 1, ?10, ?11, ?12, ?11, ?12) RETURNING *`,
      )
      .bind(...fieldValues(fields), writeId, actor, now),
    snapshot(db, writeId),
    record(db, writeId, "notice_created", actor, now, titleNote(fields)),
  ]);
  return fromRow(inserted!.results[0]!);
}

export type SaveOutcome =
  | { outcome: "saved"; notice: Notice }
  | { outcome: "unknown" }
  | { outcome: "stale"; current: Notice };

/**
 * Saves `fields` over notice `id` if its version is still `fromVersion`:
 * otherwise nothing changes and the caller learns the newer version.
 */
export async function updateNotice(
  db: D1Database,
  id: number,
  fields: NoticeFields,
  fromVersion: number,
  actor: string,
  now: number,
  action: "notice_edited" | "notice_restored" = "notice_edited",
  note = titleNote(fields),
): Promise<SaveOutcome> {
  const writeId = crypto.randomUUID();
  const [updated] = await db.batch<NoticeRow>([
    db
      .prepare(
        `UPDATE notices SET title_en = ?1, title_ne = ?2, body_en = ?3, body_ne = ?4, category = ?5,
           publish_at = ?6, end_at = ?7, ticker = ?8, popup = ?9, version = version + 1, write_id = ?10,
           updated_by = ?11, updated_at = ?12
         WHERE id = ?13 AND version = ?14 RETURNING *`,
      )
      .bind(...fieldValues(fields), writeId, actor, now, id, fromVersion),
    snapshot(db, writeId),
    record(db, writeId, action, actor, now, note),
  ]);
  const row = updated!.results[0];
  if (row) return { outcome: "saved", notice: fromRow(row) };
  const current = await getNotice(db, id);
  return current ? { outcome: "stale", current } : { outcome: "unknown" };
}

export interface NoticeVersion extends NoticeFields {
  version: number;
  savedBy: string;
  savedAt: number;
}

export async function versionsOf(db: D1Database, id: number): Promise<NoticeVersion[]> {
  const { results } = await db
    .prepare("SELECT * FROM notice_versions WHERE notice_id = ?1 ORDER BY version DESC LIMIT 200")
    .bind(id)
    .all<NoticeRow & { saved_by: string; saved_at: number }>();
  return results.map((r) => {
    const { id: _, createdBy, createdAt, updatedBy, updatedAt, ...fields } = fromRow({ ...r, id: 0 });
    return { ...fields, savedBy: r.saved_by, savedAt: r.saved_at };
  });
}

/** Makes version `restore` of notice `id` its current text and settings again, as a new version. */
export async function restoreVersion(
  db: D1Database,
  id: number,
  restore: number,
  fromVersion: number,
  actor: string,
  now: number,
): Promise<SaveOutcome | { outcome: "no_such_version" }> {
  const earlier = (await versionsOf(db, id)).find((v) => v.version === restore);
  if (!earlier) return (await getNotice(db, id)) ? { outcome: "no_such_version" } : { outcome: "unknown" };
  const { version: _, savedBy, savedAt, ...fields } = earlier;
  return updateNotice(
    db,
    id,
    fields,
    fromVersion,
    actor,
    now,
    "notice_restored",
    `version ${restore}: ${titleNote(fields)}`,
  );
}

const attachmentColumns =
  "id, notice_id AS noticeId, name, label, type, size, added_by AS addedBy, added_at AS addedAt FROM notice_attachments";

export async function attachmentsOf(db: D1Database, noticeId: number): Promise<NoticeAttachment[]> {
  const { results } = await db
    .prepare(`SELECT ${attachmentColumns} WHERE notice_id = ?1 ORDER BY added_at, id`)
    .bind(noticeId)
    .all<NoticeAttachment>();
  return results;
}

export async function getAttachment(db: D1Database, id: string): Promise<NoticeAttachment | null> {
  return db.prepare(`SELECT ${attachmentColumns} WHERE id = ?1`).bind(id).first<NoticeAttachment>();
}

/** Records an attachment whose object is already stored; false when the notice was deleted meanwhile. */
export async function addAttachment(db: D1Database, a: NoticeAttachment): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO notice_attachments (id, notice_id, name, label, type, size, added_by, added_at)
         SELECT ?1, ?2, ?3, ?8, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM notices WHERE id = ?2)`,
      )
      .bind(a.id, a.noticeId, a.name, a.type, a.size, a.addedBy, a.addedAt, a.label),
    db
      .prepare(
        `INSERT INTO notice_actions (notice_id, action, actor, at, note)
         SELECT ?1, 'notice_attached', ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM notice_attachments WHERE id = ?5)`,
      )
      .bind(a.noticeId, a.addedBy, a.addedAt, a.name, a.id),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

/** Deletes notice `id` (if still at `fromVersion`, when given), its versions and attachments' rows; the attachments it had, for their objects to go. */
export async function deleteNotice(
  db: D1Database,
  id: number,
  fromVersion: number | null,
  actor: string,
  now: number,
): Promise<
  | { outcome: "deleted"; attachments: NoticeAttachment[] }
  | { outcome: "unknown" }
  | { outcome: "stale"; current: Notice }
> {
  const current = await getNotice(db, id);
  if (!current) return { outcome: "unknown" };
  if (fromVersion !== null && current.version !== fromVersion) return { outcome: "stale", current };
  const attachments = await attachmentsOf(db, id);
  const version = fromVersion ?? current.version;
  const [recorded] = await db.batch([
    db
      .prepare(
        `INSERT INTO notice_actions (notice_id, action, actor, at, note)
         SELECT id, 'notice_deleted', ?3, ?4, ?5 FROM notices WHERE id = ?1 AND version = ?2`,
      )
      .bind(id, version, actor, now, titleNote(current)),
    db.prepare("DELETE FROM notices WHERE id = ?1 AND version = ?2").bind(id, version),
    db
      .prepare("DELETE FROM notice_versions WHERE notice_id = ?1 AND NOT EXISTS (SELECT 1 FROM notices WHERE id = ?1)")
      .bind(id),
    db
      .prepare(
        "DELETE FROM notice_attachments WHERE notice_id = ?1 AND NOT EXISTS (SELECT 1 FROM notices WHERE id = ?1)",
      )
      .bind(id),
  ]);
  if ((recorded?.meta.changes ?? 0) === 0) {
    const now = await getNotice(db, id);
    return now ? { outcome: "stale", current: now } : { outcome: "unknown" };
  }
  return { outcome: "deleted", attachments };
}

/** What the pages' cache keys carry (pages.ts, noticesStamp), as of `now`. */
export interface NoticesState {
  /** The number of the latest change to any notice (0 before the first): a change makes new keys. */
  change: number;
  /** The latest publish or end time that has passed (0 if none). */
  passed: number;
  /** The next publish or end time to come, when the key changes again with no one acting; null if none. */
  next: number | null;
}

/**
 * Five values, each one step down an index (seq, notices_by_publish,
 * notices_by_end), however many notices have ever been published or ended.
 */
export async function noticesState(db: D1Database, now: number): Promise<NoticesState> {
  const row = await db
    .prepare(
      `SELECT (SELECT COALESCE(MAX(seq), 0) FROM notice_actions) AS change,
              (SELECT MAX(publish_at) FROM notices WHERE publish_at <= ?1) AS published,
              (SELECT MAX(end_at) FROM notices WHERE end_at <= ?1) AS ended,
              (SELECT MIN(publish_at) FROM notices WHERE publish_at > ?1) AS nextPublish,
              (SELECT MIN(end_at) FROM notices WHERE end_at > ?1) AS nextEnd`,
    )
    .bind(now)
    .first<{
      change: number;
      published: number | null;
      ended: number | null;
      nextPublish: number | null;
      nextEnd: number | null;
    }>();
  const coming = [row?.nextPublish, row?.nextEnd].filter((t): t is number => t !== null && t !== undefined);
  return {
    change: row?.change ?? 0,
    passed: Math.max(row?.published ?? 0, row?.ended ?? 0),
    next: coming.length ? Math.min(...coming) : null,
  };
}

/** Removes one attachment's record (the caller deletes its object); false when there was none. */
export async function removeAttachment(
  db: D1Database,
  a: NoticeAttachment,
  actor: string,
  now: number,
): Promise<boolean> {
  const [removed] = await db.batch([
    db.prepare("DELETE FROM notice_attachments WHERE id = ?1").bind(a.id),
    db
      .prepare(
        `INSERT INTO notice_actions (notice_id, action, actor, at, note)
         SELECT ?1, 'notice_detached', ?2, ?3, ?4 WHERE changes() > 0`,
      )
      .bind(a.noticeId, actor, now, a.name),
  ]);
  return (removed?.meta.changes ?? 0) > 0;
}
