import type { FormName } from "../../app/forms/contract/schemas";
import { errorText, log } from "../log";

/**
 * Submissions that failed before the website kept them. Once a submission
 * is in the outbox nothing is lost (the office page and the alert e-mail
 * follow it); before that, a failure leaves the visitor with an error
 * message and the college with nothing. Each such failure is recorded here
 * by its kind, its form and when (one row in `prestorage_failures`, D1, so
 * it outlives the isolate), never with anything the visitor sent, so the
 * office's overview can count them and the alert e-mail (alert.ts) can say
 * so. The Worker's log line for each (Workers Logs, docs/operations.md)
 * says more.
 *
 * Where the database itself is what failed, the row cannot be written
 * either: the log line is then the only record.
 */
export const PRESTORAGE_KINDS = {
  not_connected: "The form is not connected to the college's script (its endpoint setting is missing)",
  turnstile_unavailable: "Cloudflare Turnstile could not be reached to check the visitor",
  body_unreadable: "The submission could not be read as it arrived",
  store_failed: "The website could not keep the submission (its database or file store failed)",
  relay_failed: "The college's script did not confirm it (sent at once: the website has no outbox)",
  unexpected_error: "An unexpected error in the website",
} as const;
export type PrestorageKind = keyof typeof PRESTORAGE_KINDS;

/** How long a failure is counted: the overview counts the last 7 days; the alert looks back at most an hour or so. */
export const PRESTORAGE_RETENTION_MS = 30 * 86_400_000;

export interface PrestorageCount {
  kind: PrestorageKind;
  form: FormName;
  count: number;
  /** The latest such failure (epoch ms). */
  lastAt: number;
}

/** Records one failure. Never throws: a record that cannot be written is logged, and the visitor's answer goes on. */
export async function recordPrestorage(db: D1Database, kind: PrestorageKind, form: FormName, at: number) {
  try {
    await db.prepare("INSERT INTO prestorage_failures (kind, form, at) VALUES (?, ?, ?)").bind(kind, form, at).run();
  } catch (error) {
    log({ event: "prestorage_record_failed", kind, form, message: errorText(error) }, "error");
  }
}

/** The failures after `since` (exclusive) and up to `until`, counted per kind and form, the most frequent first. */
export async function prestorageCounts(db: D1Database, since: number, until: number): Promise<PrestorageCount[]> {
  const { results } = await db
    .prepare(
      `SELECT kind, form, COUNT(*) AS count, MAX(at) AS lastAt FROM prestorage_failures
       WHERE at > ?1 AND at <= ?2 GROUP BY kind, form ORDER BY count DESC, lastAt DESC, kind, form`,
    )
    .bind(since, until)
    .all<PrestorageCount>();
  return results.filter((row) => row.kind in PRESTORAGE_KINDS);
}

/** Deletes failures older than PRESTORAGE_RETENTION_MS; how many went. */
export async function prunePrestorage(db: D1Database, now: number): Promise<number> {
  const result = await db
    .prepare("DELETE FROM prestorage_failures WHERE at < ?")
    .bind(now - PRESTORAGE_RETENTION_MS)
    .run();
  return result.meta.changes ?? 0;
}
