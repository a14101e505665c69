import { counts, type OutboxCounts } from "./rows";
import type { Outbox } from "./outbox";

/**
 * What /api/health reports: one indexed query, kept for at most a minute
 * per isolate, so a monitor (or anyone) calling it often costs the database
 * almost nothing. Unhealthy when a submission has failed for good or one has
 * waited over an hour (docs/office-guide.md says what the office should do). The
 * office's alert e-mail (alert.ts) judges fresh counts by the same rule.
 */
export interface OutboxHealth {
  ok: boolean;
  pending: number;
  failed: number;
}

const MAX_AGE_MS = 60_000;
export const OLDEST_PENDING_LIMIT_MS = 3_600_000;
// One outbox database per Worker, so one cache per isolate.
let cached: { at: number; counts: OutboxCounts } | null = null;

/** After the office changed a row's state: the next answer counts afresh (in this isolate). */
export function forgetCachedHealth(): void {
  cached = null;
}

export async function outboxHealth(outbox: Outbox, now = Date.now()): Promise<OutboxHealth> {
  if (!cached || now - cached.at >= MAX_AGE_MS || now < cached.at) {
    cached = { at: now, counts: await counts(outbox.db) };
  }
  return judge(cached.counts, now);
}

/** The health rule itself: nothing failed, and nothing pending for over an hour. */
export function judge({ pending, failed, oldestPendingSince }: OutboxCounts, now: number): OutboxHealth {
  const waitedTooLong = pending > 0 && now - oldestPendingSince > OLDEST_PENDING_LIMIT_MS;
  return { ok: failed === 0 && !waitedTooLong, pending, failed };
}
