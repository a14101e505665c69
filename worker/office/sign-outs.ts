/**
 * "Sign out everywhere" (table office_sign_outs, migrations/0003): ends
 * every token session at once, on every browser, before its 12 hours are
 * up, without changing ADMIN_TOKEN (which the operator's tools also use).
 * Each press is a row naming who pressed it and when: the record of it,
 * and the sessions' epoch. A session carries the epoch it began in
 * (session.ts) and counts only while no later press exists.
 */
export async function sessionEpoch(db: D1Database | undefined): Promise<number> {
  // Without the outbox's database there is nowhere to keep a press, and nothing to end.
  if (!db) return 0;
  const row = await db
    .prepare("SELECT COALESCE(MAX(seq), 0) AS epoch FROM office_sign_outs")
    .first<{ epoch: number }>();
  return row?.epoch ?? 0;
}

/** Ends every token session; returns the new epoch. */
export async function signOutEverywhere(db: D1Database, actor: string, now: number): Promise<number> {
  const row = await db
    .prepare("INSERT INTO office_sign_outs (actor, at) VALUES (?1, ?2) RETURNING seq")
    .bind(actor, now)
    .first<{ seq: number }>();
  return row?.seq ?? 0;
}
