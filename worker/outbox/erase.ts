import { config } from "../config";
import { deliver, endpointFor } from "../delivery/relay";
import { errorText, log } from "../log";
import { forgetCachedHealth } from "./health";
import type { Outbox } from "./outbox";
import { deleteErased, ERASE_TOKEN_PREFIX, getRow, holdForErasure, releaseErasure } from "./rows";

/**
 * Erasing an applicant when they ask (docs/decisions/030-erasure.md), for
 * the office's page and the operator API: the spreadsheet's copy first
 * (the row in every tab and the documents in Drive, by the college's
 * script, authenticated with the relay secret as a delivery is), then the
 * outbox's row and its actions in one transaction with the record that an
 * erasure happened (who and when, nothing else), then the stored
 * submission in R2.
 *
 * Nothing of ours is deleted unless the script said it erased its copy: a
 * refusal leaves the submission exactly as it was, for the office to try
 * again, rather than half gone with the sheet still holding it. While the
 * script is asked, the row is held like a delivery's claim, so no delivery
 * writes it back into the sheet meanwhile; one being delivered right now
 * is not erased ("in_progress"). Should R2's delete fail after the row is
 * gone, the sweep deletes the stored submission within a day, as it does
 * any that no row names.
 */
export type Erasure =
  | { outcome: "erased" }
  | { outcome: "unknown" }
  | { outcome: "in_progress" }
  | { outcome: "refused"; reason: string };

export async function erase(outbox: Outbox, env: Env, id: string, actor: string, now = Date.now()): Promise<Erasure> {
  const row = await getRow(outbox.db, id);
  if (!row) return { outcome: "unknown" };
  const endpoint = endpointFor(env, row.form);
  if (!endpoint)
    return {
      outcome: "refused",
      reason: `${row.form.toUpperCase()}_ENDPOINT is not set to an https URL, so the spreadsheet's copy cannot be erased`,
    };
  const { timeoutMs } = outbox.settings;
  const token = `${ERASE_TOKEN_PREFIX}${crypto.randomUUID()}`;
  if (!(await holdForErasure(outbox.db, id, { token, now, until: now + timeoutMs + 30_000 })))
    return (await getRow(outbox.db, id)) ? { outcome: "in_progress" } : { outcome: "unknown" };

  const attempt = await deliver({
    endpoint: withoutFormHint(endpoint),
    body: { action: "erase", submissionId: id },
    secret: config(env).relaySecret || undefined,
    timeoutMs,
  });
  if (attempt.outcome !== "delivered") {
    await releaseErasure(outbox.db, id, token);
    log({ event: "outbox_erase_refused", outcome: attempt.outcome, detail: attempt.detail }, "warn");
    return { outcome: "refused", reason: `the spreadsheet script did not erase it (${attempt.detail})` };
  }
  if (!(await deleteErased(outbox.db, id, { token, actor, now }))) return { outcome: "in_progress" };
  forgetCachedHealth();
  try {
    await outbox.bucket.delete(row.payloadKey);
  } catch (error) {
    log({ event: "outbox_erase_payload_left", message: errorText(error) }, "error");
  }
  // No id: the log, like the record, keeps only that an erasure happened.
  log({ event: "outbox_erased" });
  return { outcome: "erased" };
}

/**
 * The script's address without its ?form= hint: a script from before
 * erasure existed would take the hint and write the erasure as an empty
 * row of that form; without it, it answers "Unknown form" and nothing is
 * written.
 */
function withoutFormHint(endpoint: string): string {
  const url = new URL(endpoint);
  url.searchParams.delete("form");
  return url.href;
}
