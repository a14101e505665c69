import { errorText, log } from "../log";
import { forgetCachedHealth } from "./health";
import type { Outbox } from "./outbox";
import { deleteErased, ERASE_TOKEN_PREFIX, holdForErasure, rowsAfter } from "./rows";
import { buriedKeys, erasureKeyOf } from "./tombstones";

/**
 * Erasing again, after a D1 Time Travel restore, every submission erased
 * since the restore point (`npm run outbox -- reapply-erasures`; the
 * restore walk-through in docs/operations.md). The restore brought their
 * rows back, names, e-mails and phones included, and the office_erasures
 * record of them went; the tombstones in R2 (tombstones.ts) did not move.
 * Every row whose erasure key is a tombstone is deleted as erase.ts deletes
 * one, with a new record of the erasure, and its stored submission too if
 * it is still there.
 *
 * The script is not asked again: a tombstone is written only once the
 * script had erased its copy, and the script refuses any later delivery
 * carrying the same key, so the sheet cannot have been given it again.
 * A row being delivered at this moment (a restored pending one) is left for
 * the next run and counted as `busy`; its delivery is refused by the script.
 */
export interface Reapplied {
  /** Rows erased again. */
  erased: number;
  /** Rows with a tombstone that someone held (a delivery): run it again in a few minutes. */
  busy: number;
}

const PAGE = 500;

export async function reapplyErasures(outbox: Outbox, actor: string, now = Date.now()): Promise<Reapplied> {
  const secret = outbox.erasureKey;
  if (!secret) throw new Error("the ERASURE_KEY secret is not set, so no erasure can be recognised");
  const buried = await buriedKeys(outbox.bucket);
  const done: Reapplied = { erased: 0, busy: 0 };
  if (buried.size === 0) return done;
  for (let after = ""; ; ) {
    const rows = await rowsAfter(outbox.db, after, PAGE);
    for (const row of rows) {
      if (!buried.has(await erasureKeyOf(secret, row.id))) continue;
      const token = `${ERASE_TOKEN_PREFIX}${crypto.randomUUID()}`;
      const held = await holdForErasure(outbox.db, row.id, { token, now, until: now + 60_000 });
      if (!held || !(await deleteErased(outbox.db, row.id, { token, actor, now }))) {
        done.busy += 1;
        continue;
      }
      done.erased += 1;
      try {
        await outbox.bucket.delete(row.payloadKey);
      } catch (error) {
        log({ event: "outbox_erase_payload_left", message: errorText(error) }, "error");
      }
    }
    if (rows.length < PAGE) break;
    after = rows.at(-1)!.id;
  }
  if (done.erased > 0) forgetCachedHealth();
  log({ event: "outbox_erasures_reapplied", ...done });
  return done;
}
