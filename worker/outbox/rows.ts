import type { FormName } from "../../app/forms/contract/schemas";
import { recordActionIf } from "./actions";
import type { ApplicantSummary } from "./summary";

/**
 * The outbox's state: one row per submission in D1 (binding OUTBOX_DB,
 * schema in migrations/), the single source of truth for where each
 * submission stands. What was submitted is in R2 (payloads.ts), written
 * before the row.
 *
 * Every change to a row is one conditional statement that says which state
 * it expects (compare-and-set), so a writer that lost a race changes nothing:
 * acceptance inserts only a new id; a delivery claims the row (pending, the
 * message's generation, no live claim) and records its outcome only while
 * it holds the claim; the sweep, the dead-letter consumer and the office's
 * redelivery name the generation or state they saw.
 *
 * "handled": the office dealt with it another way and said so on its page;
 * it is no longer delivered, counted as failed or shown as unhealthy.
 */
export type SubmissionState = "pending" | "delivered" | "failed" | "handled";
export const SUBMISSION_STATES: readonly SubmissionState[] = ["pending", "failed", "delivered", "handled"];

export interface SubmissionRow {
  id: string;
  form: FormName;
  state: SubmissionState;
  payloadKey: string;
  contentHash: string;
  /** Epoch milliseconds, as every time here; 0 means "not yet". */
  receivedAt: number;
  attempts: number;
  lastAttemptAt: number;
  nextAttemptAt: number;
  windowStart: number;
  generation: number;
  leaseToken: string | null;
  leaseUntil: number;
  lastError: string;
  /** When it was delivered, or marked handled. */
  deliveredAt: number;
  /** Who it is from (summary.ts); empty on rows kept before the office's migration. */
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
}

export const COLUMNS = `id, form, state, payload_key AS payloadKey, content_hash AS contentHash,
  received_at AS receivedAt, attempts, last_attempt_at AS lastAttemptAt, next_attempt_at AS nextAttemptAt,
  window_start AS windowStart, generation, lease_token AS leaseToken, lease_until AS leaseUntil,
  last_error AS lastError, delivered_at AS deliveredAt, applicant_name AS applicantName,
  applicant_email AS applicantEmail, applicant_phone AS applicantPhone`;

export function getRow(db: D1Database, id: string): Promise<SubmissionRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM submissions WHERE id = ?`).bind(id).first<SubmissionRow>();
}

// ── D1: state changes, each one conditional statement ──────────────────────

/** Acceptance: a new row, pending and due now; nothing if the id exists. */
export async function insertRow(
  db: D1Database,
  row: Pick<SubmissionRow, "id" | "form" | "payloadKey" | "contentHash" | "receivedAt">,
  applicant: ApplicantSummary,
): Promise<boolean> {
  const inserted = await db
    .prepare(
      `INSERT INTO submissions (id, form, state, payload_key, content_hash, received_at, next_attempt_at, window_start,
         applicant_name, applicant_email, applicant_phone)
       VALUES (?1, ?2, 'pending', ?3, ?4, ?5, ?5, ?5, ?6, ?7, ?8) ON CONFLICT (id) DO NOTHING RETURNING id`,
    )
    .bind(
      row.id,
      row.form,
      row.payloadKey,
      row.contentHash,
      row.receivedAt,
      applicant.name,
      applicant.email,
      applicant.phone,
    )
    .first();
  return inserted !== null;
}

/**
 * A new queue message will name this row: the generation moves on (so any
 * older message is acknowledged without acting) and the row is due now.
 * Only if it is still pending at the generation the caller saw and nobody
 * is delivering it. Returns the new generation, or null if that was not so.
 */
export async function bumpGeneration(db: D1Database, id: string, seen: number, now: number): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE submissions SET generation = generation + 1, next_attempt_at = ?3
       WHERE id = ?1 AND state = 'pending' AND generation = ?2 AND lease_until <= ?3 RETURNING generation`,
    )
    .bind(id, seen, now)
    .first<{ generation: number }>();
  return row?.generation ?? null;
}

/** The same change for many rows in one round trip (the sweep). */
export async function bumpGenerations(
  db: D1Database,
  rows: readonly Pick<SubmissionRow, "id" | "generation">[],
  now: number,
  { ignoreLease = false } = {},
): Promise<{ id: string; generation: number }[]> {
  if (rows.length === 0) return [];
  // After a local restart no delivery is in progress, whatever the claims say.
  const lease = ignoreLease ? "" : "AND lease_until <= ?3";
  const statement = db.prepare(
    `UPDATE submissions SET generation = generation + 1, next_attempt_at = ?3, lease_token = NULL, lease_until = 0
     WHERE id = ?1 AND state = 'pending' AND generation = ?2 ${lease} RETURNING id, generation`,
  );
  const results = await db.batch<{ id: string; generation: number }>(
    rows.map((row) => statement.bind(row.id, row.generation, now)),
  );
  return results.flatMap((result) => result.results);
}

/** A delivery claims the row: pending, the message's generation, no live claim. */
export function claim(
  db: D1Database,
  {
    id,
    generation,
    token,
    now,
    leaseMs,
  }: { id: string; generation: number; token: string; now: number; leaseMs: number },
): Promise<SubmissionRow | null> {
  return db
    .prepare(
      `UPDATE submissions SET lease_token = ?3, lease_until = ?4 + ?5, attempts = attempts + 1, last_attempt_at = ?4
       WHERE id = ?1 AND state = 'pending' AND generation = ?2 AND lease_until <= ?4 RETURNING ${COLUMNS}`,
    )
    .bind(id, generation, token, now, leaseMs)
    .first<SubmissionRow>();
}

/** The claim's holder records a delivery. */
export async function recordDelivered(db: D1Database, id: string, token: string, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE submissions SET state = 'delivered', delivered_at = ?3, last_error = '', lease_token = NULL, lease_until = 0
       WHERE id = ?1 AND lease_token = ?2 RETURNING id`,
    )
    .bind(id, token, now)
    .first();
  return row !== null;
}

/**
 * The claim's holder records a failed attempt: due again at `nextAttemptAt`,
 * or failed for good. Only while the row is still as it claimed it (pending,
 * the claimed generation, its token): a delivery that outlived its claim
 * must not turn a row the office has since redelivered or settled back.
 */
export async function recordFailure(
  db: D1Database,
  id: string,
  { token, generation }: { token: string; generation: number },
  { error, nextAttemptAt, giveUp }: { error: string; nextAttemptAt: number; giveUp: boolean },
): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE submissions SET state = ?5, last_error = ?3, next_attempt_at = ?4, lease_token = NULL, lease_until = 0
       WHERE id = ?1 AND lease_token = ?2 AND state = 'pending' AND generation = ?6 RETURNING id`,
    )
    .bind(id, token, error.slice(0, 200), nextAttemptAt, giveUp ? "failed" : "pending", generation)
    .first();
  return row !== null;
}

/**
 * The dead-letter queue gave up on a message: its row is failed, if the
 * message still speaks for it (pending, same generation, nobody delivering).
 * An office redelivery since then moved the generation on and is left alone.
 */
export function failFromDeadLetter(
  db: D1Database,
  id: string,
  generation: number,
  now: number,
): Promise<SubmissionRow | null> {
  return db
    .prepare(
      `UPDATE submissions SET state = 'failed',
         last_error = CASE WHEN last_error = '' THEN 'the queue gave up delivering it' ELSE last_error END
       WHERE id = ?1 AND state = 'pending' AND generation = ?2 AND lease_until <= ?3 RETURNING ${COLUMNS}`,
    )
    .bind(id, generation, now)
    .first<SubmissionRow>();
}

/**
 * The office's redelivery: back to pending with a fresh retry window,
 * unless delivered or being delivered (one marked handled may be sent after
 * all). Recorded as `actor`'s action in the same transaction, if it happened.
 * The lapsed claim's token is cleared, so a delivery that outlived it
 * records nothing over the office's action.
 */
export async function reopen(db: D1Database, id: string, now: number, actor: string): Promise<number | null> {
  const [changed] = await db.batch<{ generation: number }>([
    db
      .prepare(
        `UPDATE submissions SET state = 'pending', generation = generation + 1, window_start = ?2, next_attempt_at = ?2,
           last_error = '', lease_token = NULL, lease_until = 0
         WHERE id = ?1 AND state IN ('pending', 'failed', 'handled') AND lease_until <= ?2 RETURNING generation`,
      )
      .bind(id, now),
    recordActionIf(db, "redeliver", "state = 'pending' AND window_start = ?2").bind(id, now, actor, ""),
  ]);
  return changed?.results[0]?.generation ?? null;
}

/**
 * The office dealt with it another way: "handled", with `actor`'s note,
 * unless delivered or being delivered. Its generation moves on, so a queue
 * message still on its way does nothing, and the lapsed claim's token is
 * cleared, so a delivery that outlived it records nothing. Returns whether
 * it changed.
 */
export async function markHandled(
  db: D1Database,
  id: string,
  { now, actor, note }: { now: number; actor: string; note: string },
): Promise<boolean> {
  const [changed] = await db.batch([
    db
      .prepare(
        `UPDATE submissions SET state = 'handled', delivered_at = ?2, generation = generation + 1, lease_token = NULL,
           lease_until = 0
         WHERE id = ?1 AND state IN ('pending', 'failed') AND lease_until <= ?2 RETURNING id`,
      )
      .bind(id, now),
    recordActionIf(db, "handled", "state = 'handled' AND delivered_at = ?2").bind(id, now, actor, note),
  ]);
  return (changed?.results.length ?? 0) > 0;
}

// ── D1: reads for the sweep, health and the office ─────────────────────────

/** Pending rows whose message is presumed lost: due before `dueBefore`, unclaimed. Oldest first. */
export async function overdueRows(db: D1Database, dueBefore: number, now: number, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, generation FROM submissions WHERE state = 'pending' AND next_attempt_at <= ?1 AND lease_until <= ?2
       ORDER BY next_attempt_at LIMIT ?3`,
    )
    .bind(dueBefore, now, limit)
    .all<Pick<SubmissionRow, "id" | "generation">>();
  return results;
}

/** Every pending row after `afterId`, in id order (a local restart re-enqueues them all). */
export async function pendingRowsAfter(db: D1Database, afterId: string, limit: number) {
  const { results } = await db
    .prepare(`SELECT id, generation FROM submissions WHERE state = 'pending' AND id > ?1 ORDER BY id LIMIT ?2`)
    .bind(afterId, limit)
    .all<Pick<SubmissionRow, "id" | "generation">>();
  return results;
}

/** Every row's id and payload after `afterId`, in id order (reapplying erasures reads them all). */
export async function rowsAfter(db: D1Database, afterId: string, limit: number) {
  const { results } = await db
    .prepare("SELECT id, payload_key AS payloadKey FROM submissions WHERE id > ?1 ORDER BY id LIMIT ?2")
    .bind(afterId, limit)
    .all<Pick<SubmissionRow, "id" | "payloadKey">>();
  return results;
}

/** Rows delivered or handled by hand before `deliveredBefore`: retention deletes them. */
export async function expiredRows(db: D1Database, deliveredBefore: number, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, payload_key AS payloadKey FROM submissions WHERE state IN ('delivered', 'handled') AND delivered_at < ?1
       ORDER BY delivered_at LIMIT ?2`,
    )
    .bind(deliveredBefore, limit)
    .all<Pick<SubmissionRow, "id" | "payloadKey">>();
  return results;
}

export async function deleteDelivered(db: D1Database, ids: readonly string[]): Promise<void> {
  await db
    .prepare(
      `DELETE FROM submissions WHERE state IN ('delivered', 'handled') AND id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(ids))
    .run();
}

/** Which of `ids` have a row. */
export async function existingIds(db: D1Database, ids: readonly string[]): Promise<Set<string>> {
  const { results } = await db
    .prepare(`SELECT id FROM submissions WHERE id IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(ids))
    .all<{ id: string }>();
  return new Set(results.map((row) => row.id));
}

export interface OutboxCounts {
  pending: number;
  failed: number;
  /** The earliest start of a pending row's current retry window; 0 when none is pending. */
  oldestPendingSince: number;
}

/** One query over the state index. */
export async function counts(db: D1Database): Promise<OutboxCounts> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM submissions WHERE state = 'pending') AS pending,
              (SELECT COUNT(*) FROM submissions WHERE state = 'failed') AS failed,
              (SELECT COALESCE(MIN(window_start), 0) FROM submissions WHERE state = 'pending') AS oldestPendingSince`,
    )
    .first<OutboxCounts>();
  return row ?? { pending: 0, failed: 0, oldestPendingSince: 0 };
}

/**
 * What the office's alert names: submissions failed for good, and pending
 * ones whose retry window opened before `waitingSince`. Oldest first.
 */
export async function stalledRows(db: D1Database, waitingSince: number, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT id, form, state, received_at AS receivedAt FROM submissions
       WHERE state = 'failed' OR (state = 'pending' AND window_start < ?1) ORDER BY received_at, id LIMIT ?2`,
    )
    .bind(waitingSince, limit)
    .all<Pick<SubmissionRow, "id" | "form" | "state" | "receivedAt">>();
  return results;
}

/** One page of rows in `state`, oldest first, after the cursor (received time and id of the last row seen). */
export async function listRows(
  db: D1Database,
  state: SubmissionState,
  after: { receivedAt: number; id: string } | null,
  limit: number,
): Promise<SubmissionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM submissions WHERE state = ?1 AND (received_at, id) > (?2, ?3)
       ORDER BY received_at, id LIMIT ?4`,
    )
    .bind(state, after?.receivedAt ?? -1, after?.id ?? "", limit)
    .all<SubmissionRow>();
  return results;
}

export async function getMeta(db: D1Database, key: string): Promise<string | null> {
  const row = await db.prepare("SELECT value FROM outbox_meta WHERE key = ?").bind(key).first<{ value: string }>();
  return row?.value ?? null;
}

export async function setMeta(db: D1Database, key: string, value: string | null): Promise<void> {
  if (value === null) await db.prepare("DELETE FROM outbox_meta WHERE key = ?").bind(key).run();
  else
    await db
      .prepare("INSERT INTO outbox_meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = ?2")
      .bind(key, value)
      .run();
}

/**
 * Sets `key` to `value` only while it still holds `expected` (null: no value
 * yet), in one statement. True when this call made the change, so of two
 * writers that read the same value only one goes on.
 */
export async function swapMeta(db: D1Database, key: string, expected: string | null, value: string): Promise<boolean> {
  const statement =
    expected === null
      ? db
          .prepare("INSERT INTO outbox_meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING RETURNING key")
          .bind(key, value)
      : db
          .prepare("UPDATE outbox_meta SET value = ?2 WHERE key = ?1 AND value = ?3 RETURNING key")
          .bind(key, value, expected);
  return (await statement.first()) !== null;
}

// ── Erasure (erase.ts) ─────────────────────────────────────────────────────

/** The lease token an erasure holds; a later erasure may take it over, a delivery may not. */
export const ERASE_TOKEN_PREFIX = "erase:";

/**
 * An erasure holds the row as a delivery would (a claim until `until`), so
 * no delivery, sweep or office action starts on it while the spreadsheet is
 * being erased; only if nobody is delivering it now (an erasure that was
 * interrupted may be taken over). The generation is left alone: if the
 * erasure is refused, its hold is released and the row carries on as it was.
 */
export async function holdForErasure(
  db: D1Database,
  id: string,
  { token, now, until }: { token: string; now: number; until: number },
): Promise<SubmissionRow | null> {
  return db
    .prepare(
      `UPDATE submissions SET lease_token = ?2, lease_until = ?4
       WHERE id = ?1 AND (lease_until <= ?3 OR lease_token LIKE '${ERASE_TOKEN_PREFIX}%') RETURNING ${COLUMNS}`,
    )
    .bind(id, token, now, until)
    .first<SubmissionRow>();
}

/** A refused erasure lets the row go, as it was before. */
export async function releaseErasure(db: D1Database, id: string, token: string): Promise<void> {
  await db
    .prepare("UPDATE submissions SET lease_token = NULL, lease_until = 0 WHERE id = ?1 AND lease_token = ?2")
    .bind(id, token)
    .run();
}

/**
 * The erasure's last step, one transaction: the row goes (its actions with
 * it, by the trigger of migrations/0002) and office_erasures records that
 * `actor` erased one submission at `now`, nothing more. Only while this
 * erasure still holds the row. Returns whether it did.
 */
export async function deleteErased(
  db: D1Database,
  id: string,
  { token, actor, now }: { token: string; actor: string; now: number },
): Promise<boolean> {
  const [, deleted] = await db.batch([
    db
      .prepare(
        `INSERT INTO office_erasures (actor, at)
         SELECT ?3, ?4 WHERE EXISTS (SELECT 1 FROM submissions WHERE id = ?1 AND lease_token = ?2)`,
      )
      .bind(id, token, actor, now),
    db.prepare("DELETE FROM submissions WHERE id = ?1 AND lease_token = ?2 RETURNING id").bind(id, token),
  ]);
  return (deleted?.results.length ?? 0) > 0;
}
