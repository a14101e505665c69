import { type GoogleWarning, warningsOf } from "../delivery/warnings";

/**
 * The college's script's latest word on its Google account
 * (worker/delivery/warnings.ts). A delivery whose reply carried warnings
 * keeps them in `outbox_meta` under `google`, with the time it was recorded
 * as delivered (an older delivery finishing late never overwrites a newer
 * one's). A clean reply writes nothing, so a delivery costs no extra
 * statement: the warnings stand only while no submission was delivered
 * after them (the script says them on every reply while they hold), and
 * only for a day (the quota renews daily; with no delivery for a day there
 * is nothing fresh to say). The office page and the alert e-mail show them.
 */
export interface GoogleReport {
  /** When the delivery whose reply said it was recorded (epoch ms). */
  at: number;
  warnings: readonly GoogleWarning[];
}

const KEY = "google";
export const GOOGLE_REPORT_FRESH_MS = 86_400_000;

/** Keeps a delivery's warnings, delivered `at`, unless a later delivery's are already kept. One statement. */
export async function keepWarnings(db: D1Database, warnings: readonly GoogleWarning[], at: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO outbox_meta (key, value) VALUES (?1, ?2)
       ON CONFLICT (key) DO UPDATE SET value = ?2 WHERE COALESCE(json_extract(value, '$.at'), 0) <= ?3`,
    )
    .bind(KEY, JSON.stringify({ at, warnings } satisfies GoogleReport), at)
    .run();
}

/** The kept warnings, if no later delivery has passed them by and they are under a day old at `now`; else null. */
export async function currentWarnings(db: D1Database, now: number): Promise<GoogleReport | null> {
  const row = await db
    .prepare(
      `SELECT value, (SELECT COALESCE(MAX(delivered_at), 0) FROM submissions WHERE state = 'delivered') AS lastDelivered
       FROM outbox_meta WHERE key = ?`,
    )
    .bind(KEY)
    .first<{ value: string; lastDelivered: number }>();
  let report: { at?: unknown; warnings?: unknown } | null = null;
  try {
    report = JSON.parse(row?.value ?? "null");
  } catch {
    return null;
  }
  const at = Number(report?.at) || 0;
  const warnings = warningsOf(report?.warnings);
  const passed = (row?.lastDelivered ?? 0) > at;
  return warnings.length > 0 && !passed && now - at < GOOGLE_REPORT_FRESH_MS ? { at, warnings } : null;
}
