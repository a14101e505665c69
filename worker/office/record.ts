import type { NoticeAction } from "../notices/store";
import type { OfficeAction, OfficeActionKind } from "../outbox/actions";

/**
 * What the office's record lists ("What staff did lately" on its
 * overview): the actions on submissions (office_actions, outbox/actions.ts)
 * and, with no submission, each "sign out everywhere", each erasure
 * (office_erasures, migrations/0004: who and when only), each press of the
 * maintenance switch (office_maintenance, migrations/0005) and what was done
 * to notices (notice_actions, migrations/0007; the note names the notice).
 * The office's own view: the outbox and the notices each keep their part
 * and know nothing of the other.
 */
export type RecordedKind =
  | OfficeActionKind
  | "sign_out_everywhere"
  | "erased"
  | "maintenance_on"
  | "maintenance_off"
  | NoticeAction;

export type RecordedAction = Omit<OfficeAction, "action"> & { action: RecordedKind };

/**
 * The latest actions on any submission, "sign out everywhere"s
 * (office_sign_outs, sign-outs.ts), erasures (office_erasures, erase.ts),
 * the maintenance switch's presses (office_maintenance, worker/maintenance.ts)
 * and the changes to notices (worker/notices), newest first.
 */
export async function recentActions(db: D1Database, limit: number): Promise<RecordedAction[]> {
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
    .all<RecordedAction>();
  return results;
}
