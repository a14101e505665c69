import type { NoticeAction } from "../notices/store";

/**
 * What staff did to submissions (table office_actions,
 * migrations/0002_office.sql): a redelivery or "handled by hand", who did
 * it and when. Each is written in the same D1 batch (one transaction) as
 * the row change it records, and only if that change happened (rows.ts),
 * so the record and the state never disagree.
 */
export type OfficeActionKind = "redeliver" | "handled";

/**
 * What the office's record lists: the actions on submissions, and (with no
 * submission) each "sign out everywhere", each erasure (office_erasures,
 * migrations/0004: who and when only) and each press of the maintenance
 * switch (office_maintenance, migrations/0005), and what was done to
 * notices (notice_actions, migrations/0007; the note names the notice).
 */
export type RecordedKind =
  | OfficeActionKind
  | "sign_out_everywhere"
  | "erased"
  | "maintenance_on"
  | "maintenance_off"
  | NoticeAction;

export interface OfficeAction {
  /** "" for what concerns no submission (signing out everywhere, an erasure, the maintenance switch). */
  submissionId: string;
  action: RecordedKind;
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

/**
 * The latest actions on any submission, "sign out everywhere"s
 * (office_sign_outs, worker/office/sign-outs.ts), erasures (office_erasures,
 * erase.ts) and the maintenance switch's presses (office_maintenance,
 * worker/maintenance.ts) and the changes to notices (worker/notices), newest
 * first (the office's overview).
 */
export async function recentActions(db: D1Database, limit: number): Promise<OfficeAction[]> {
  const { results } = await db
    .prepare(
      `SELECT submissionId, action, actor, at, note FROM (
         SELECT submission_id AS submissionId, action, actor, at, note, seq FROM office_actions
         UNION ALL
         SELECT '', 'sign_out_everywhere', actor, at, '', seq FROM office_sign_outs
         UNION ALL
         SELECT '', 'erased', actor, at, '', seq FROM office_erasures
         UNION ALL
         SELECT '', CASE switched_on WHEN 1 THEN 'maintenance_on' ELSE 'maintenance_off' END, actor, at, '', seq
           FROM office_maintenance
         UNION ALL
         SELECT '', action, actor, at, 'notice ' || notice_id || ': ' || note, seq FROM notice_actions
       ) ORDER BY at DESC, seq DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<OfficeAction>();
  return results;
}
