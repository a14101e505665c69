import { latinDigits } from "../../app/forms/contract/digits";
import { idPrefixOfReference } from "../../app/forms/contract/reference";
import type { FormName } from "../../app/forms/contract/schemas";
import { COLUMNS, type SubmissionRow, type SubmissionState } from "./rows";
import { normalEmail, normalPhone } from "./summary";

/**
 * The office page's reads of the outbox (worker/office): pages of
 * submissions newest first, the search, and the overview's counts. Reads
 * only; every change goes through rows.ts.
 */
export interface Cursor {
  receivedAt: number;
  id: string;
}

export interface ListFilter {
  state?: SubmissionState;
  form?: FormName;
}

/** One page, newest first, before the cursor (the last row of the previous page). */
export async function newestRows(
  db: D1Database,
  { state, form }: ListFilter,
  before: Cursor | null,
  limit: number,
): Promise<SubmissionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM submissions
       WHERE (?1 IS NULL OR state = ?1) AND (?2 IS NULL OR form = ?2) AND (received_at, id) < (?3, ?4)
       ORDER BY received_at DESC, id DESC LIMIT ?5`,
    )
    .bind(state ?? null, form ?? null, before?.receivedAt ?? Number.MAX_SAFE_INTEGER, before?.id ?? "", limit)
    .all<SubmissionRow>();
  return results;
}

/** Phone searches need this many digits, so "98" does not list half the applicants. */
const MIN_PHONE_DIGITS = 7;
const FOUND_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Each kind of search as a condition on its value (?1): an id, a reference's id prefix, an e-mail, phone digits. */
const CONDITIONS = {
  id: "id = ?1",
  // Ids are lower-case UUIDs: every id starting with the prefix sorts between it and prefix + "~".
  reference: "id >= ?1 AND id < ?1 || '~'",
  email: "applicant_email = ?1",
  phone: "applicant_phone <> '' AND (?1 LIKE '%' || applicant_phone OR applicant_phone LIKE '%' || ?1)",
};

/** What the search box was given, as the kind of thing it names; null when it names nothing searchable. */
export type Search = { by: keyof typeof CONDITIONS; value: string };

export function searchOf(text: string): Search | null {
  // As the public forms read a phone number: Nepali digits as Latin ones. And a reference or a phone
  // copied from an e-mail or a document may carry a typographic dash (‐ ‑ ‒ – — ―, or a minus sign).
  const trimmed = latinDigits(text)
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .trim();
  if (UUID.test(trimmed.toLowerCase())) return { by: "id", value: trimmed.toLowerCase() };
  const idPrefix = idPrefixOfReference(trimmed);
  if (idPrefix) return { by: "reference", value: idPrefix };
  if (trimmed.includes("@")) return { by: "email", value: normalEmail(trimmed) };
  const digits = normalPhone(trimmed);
  if (digits.length >= MIN_PHONE_DIGITS && /^[\d\s()+\-.]+$/.test(trimmed)) return { by: "phone", value: digits };
  return null;
}

/**
 * Submissions matching a search, newest first. A reference is the first
 * eight characters of the id, so it is a range of the primary key; a phone
 * matches however much of the country code either side was written with.
 */
export async function findRows(db: D1Database, search: Search): Promise<SubmissionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM submissions WHERE ${CONDITIONS[search.by]} ORDER BY received_at DESC, id DESC LIMIT ?2`,
    )
    .bind(search.value, FOUND_LIMIT)
    .all<SubmissionRow>();
  return results;
}

/**
 * Which of `rows` share their reference with another submission: the id
 * prefixes (a reference's eight hex digits) that more than one row starts
 * with. A reference is the start of an id the visitor's browser chose, so
 * two submissions can carry the same one, by chance or on purpose; the
 * office must not take one applicant's reference for another's.
 */
export async function sharedReferences(
  db: D1Database,
  rows: readonly Pick<SubmissionRow, "id">[],
): Promise<Set<string>> {
  const prefixes = [...new Set(rows.map((row) => row.id.slice(0, 8)))];
  if (prefixes.length === 0) return new Set();
  const { results } = await db
    .prepare(
      `SELECT p.value AS prefix FROM json_each(?1) AS p
       WHERE (SELECT COUNT(*) FROM submissions WHERE id >= p.value AND id < p.value || '~') > 1`,
    )
    .bind(JSON.stringify(prefixes))
    .all<{ prefix: string }>();
  return new Set(results.map((row) => row.prefix));
}

export interface Overview {
  /** Submissions received per form since midnight in Kathmandu, and in the last seven days. */
  received: Record<FormName, { today: number; week: number }>;
  pending: number;
  /** When the oldest pending one's current run of retries began; 0 when none is waiting. */
  oldestPendingSince: number;
  failed: number;
  handled: number;
  /** When the college's script last confirmed a submission; 0 when it never has (since retention). */
  lastDeliveredAt: number;
}

export async function overview(db: D1Database, { todayFrom, weekFrom }: { todayFrom: number; weekFrom: number }) {
  const [perForm, states] = await db.batch<Record<string, number | string>>([
    db
      .prepare(
        `SELECT form, SUM(received_at >= ?1) AS today, COUNT(*) AS week FROM submissions
         WHERE received_at >= ?2 GROUP BY form`,
      )
      .bind(todayFrom, weekFrom),
    db.prepare(
      `SELECT (SELECT COUNT(*) FROM submissions WHERE state = 'pending') AS pending,
              (SELECT COALESCE(MIN(window_start), 0) FROM submissions WHERE state = 'pending') AS oldestPendingSince,
              (SELECT COUNT(*) FROM submissions WHERE state = 'failed') AS failed,
              (SELECT COUNT(*) FROM submissions WHERE state = 'handled') AS handled,
              (SELECT COALESCE(MAX(delivered_at), 0) FROM submissions WHERE state = 'delivered') AS lastDeliveredAt`,
    ),
  ]);
  const received: Overview["received"] = {
    enquiry: { today: 0, week: 0 },
    visit: { today: 0, week: 0 },
    admission: { today: 0, week: 0 },
  };
  for (const row of perForm?.results ?? []) {
    const form = row.form as FormName;
    if (form in received) received[form] = { today: Number(row.today), week: Number(row.week) };
  }
  const s = states?.results[0] ?? {};
  return {
    received,
    pending: Number(s.pending ?? 0),
    oldestPendingSince: Number(s.oldestPendingSince ?? 0),
    failed: Number(s.failed ?? 0),
    handled: Number(s.handled ?? 0),
    lastDeliveredAt: Number(s.lastDeliveredAt ?? 0),
  } satisfies Overview;
}
