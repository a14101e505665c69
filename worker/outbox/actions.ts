/**
 * What staff did to submissions (table office_actions,
 * migrations/0002_office.sql): a redelivery or "handled by hand", who did
 * it and when. Each is written in the same D1 batch (one transaction) as
 * the row change it records, and only if that change happened (rows.ts),
 * so the record and the state never disagree.
 */
export type OfficeActionKind = "redeliver" | "handled";

/** A recorded action on a submission (the office's wider record, with what concerns none, is worker/office/record.ts). */
export interface OfficeAction {
  /** "" in the office's record for what concerns no submission (signing out everywhere, an erasure, the maintenance switch). */
  submissionId: string;
  action: OfficeActionKind;
  actor: string;
  /** Epoch milliseconds. */
  at: number;
  note: string;
}

/** Notes are short: what was done, not a correspondence. */
export const NOTE_MAX_LENGTH = 500;

/**
 * The statement that records `action` on row ?1 at time ?2 by ?3 (note ?4),
 * only when `afterward` (a condition on that row, in SQL) holds: the state
 * its change leaves it in, stamped with this change's time.
 */
export function recordActionIf(db: D1Database, action: OfficeActionKind, afterward: string) {
  return db.prepare(
    `INSERT INTO office_actions (submission_id, action, actor, at, note)
     SELECT ?1, '${action}', ?3, ?2, ?4 WHERE EXISTS (SELECT 1 FROM submissions WHERE id = ?1 AND ${afterward})`,
  );
}

/** A submission's actions, oldest first. */
export async function actionsOf(db: D1Database, id: string): Promise<OfficeAction[]> {
  const { results } = await db
    .prepare(
      `SELECT submission_id AS submissionId, action, actor, at, note FROM office_actions
       WHERE submission_id = ?1 ORDER BY seq LIMIT 200`,
    )
    .bind(id)
    .all<OfficeAction>();
  return results;
}
