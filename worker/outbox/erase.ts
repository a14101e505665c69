import { FIELDS } from "../../app/forms/contract/fields";
import { imageDataUrlType } from "../../app/forms/contract/data-url";
import type { FormName } from "../../app/forms/contract/schemas";
import { config } from "../config";
import { deliver, type Erased, endpointFor } from "../delivery/relay";
import { errorText, log } from "../log";
import { forgetCachedHealth } from "./health";
import type { Outbox } from "./outbox";
import { loadPayload } from "./payloads";
import { deleteErased, ERASE_TOKEN_PREFIX, getRow, holdForErasure, releaseErasure, type SubmissionRow } from "./rows";
import { bury, erasureKeyOf } from "./tombstones";

/**
 * Erasing an applicant when they ask (docs/decisions/030-erasure.md), for
 * the office's page and the operator API: the spreadsheet's copy first
 * (the row in every tab and the documents in Drive, by the college's
 * script, authenticated with the relay secret as a delivery is), then the
 * tombstone that keeps it erased (tombstones.ts), then the outbox's row and
 * its actions in one transaction with the record that an erasure happened
 * (who and when, nothing else), then the stored submission in R2.
 *
 * Nothing of ours is deleted unless the script said it erased its copy: a
 * refusal leaves the submission exactly as it was, for the office to try
 * again, rather than half gone with the sheet still holding it. Nor when
 * the script erased less than the sheet must have had ("not_found"): a
 * delivered submission had a row, a delivered admission its files. The
 * row is then kept, since it holds the only key to the sheet's row and the
 * files, and the office checks the sheet and Drive by hand and confirms
 * (`checkedByHand`), which erases ours whatever the counts. While the
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
  | { outcome: "refused"; reason: string }
  | { outcome: "not_found"; expected: Erased; found: Erased };

export interface EraseOptions {
  /** Who erased it, for the office's record. */
  actor: string;
  /** The office looked in the sheet and Drive by hand: erase ours whatever the script found. */
  checkedByHand?: boolean;
  now?: number;
}

export async function erase(
  outbox: Outbox,
  env: Env,
  id: string,
  { actor, checkedByHand = false, now = Date.now() }: EraseOptions,
): Promise<Erasure> {
  const row = await getRow(outbox.db, id);
  if (!row) return { outcome: "unknown" };
  const endpoint = endpointFor(env, row.form);
  if (!endpoint)
    return {
      outcome: "refused",
      reason: `${row.form.toUpperCase()}_ENDPOINT is not set to an https URL, so the spreadsheet's copy cannot be erased`,
    };
  const secret = outbox.erasureKey;
  if (!secret)
    return {
      outcome: "refused",
      reason: "the ERASURE_KEY secret is not set, so nothing could keep the erased submission from coming back",
    };
  const { timeoutMs } = outbox.settings;
  const token = `${ERASE_TOKEN_PREFIX}${crypto.randomUUID()}`;
  if (!(await holdForErasure(outbox.db, id, { token, now, until: now + timeoutMs + 30_000 })))
    return (await getRow(outbox.db, id)) ? { outcome: "in_progress" } : { outcome: "unknown" };

  const erasureKey = await erasureKeyOf(secret, id);
  const attempt = await deliver({
    endpoint: withoutFormHint(endpoint),
    body: { action: "erase", submissionId: id, erasureKey },
    secret: config(env).relaySecret || undefined,
    timeoutMs,
  });
  if (attempt.outcome !== "delivered") {
    await releaseErasure(outbox.db, id, token);
    log({ event: "outbox_erase_refused", outcome: attempt.outcome, detail: attempt.detail }, "warn");
    return { outcome: "refused", reason: `the spreadsheet script did not erase it (${attempt.detail})` };
  }
  if (!checkedByHand) {
    const expected = await expectedCopies(outbox, row);
    const found = attempt.erased ?? { rows: 0, files: 0 };
    if (found.rows < expected.rows || found.files < expected.files) {
      await releaseErasure(outbox.db, id, token);
      log({ event: "outbox_erase_short", expected, found }, "warn");
      return { outcome: "not_found", expected, found };
    }
  }
  try {
    await bury(outbox.bucket, erasureKey, now);
  } catch (error) {
    await releaseErasure(outbox.db, id, token);
    log({ event: "outbox_erase_unburied", message: errorText(error) }, "error");
    return { outcome: "refused", reason: "the record that keeps it erased could not be written" };
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

/** A shortfall in words, for the office's page and the operator API: what the script erased of what the sheet had. */
export function shortfallText({ expected, found }: { expected: Erased; found: Erased }): string {
  return `the script erased ${found.rows} of the ${expected.rows} row(s) and ${found.files} of the ${expected.files} file(s) the sheet and Drive were given`;
}

/**
 * What the sheet must have held of a submission: its row once the script
 * confirmed it, and, for an admission, one Drive file per image it sent.
 * Before delivery, or handled by hand (never confirmed by the script),
 * nothing can be expected.
 */
async function expectedCopies(outbox: Outbox, row: SubmissionRow): Promise<Erased> {
  if (row.state !== "delivered") return { rows: 0, files: 0 };
  const payload = await loadPayload(outbox.bucket, row.payloadKey);
  return { rows: 1, files: payload ? imagesIn(row.form, payload.data) : 0 };
}

/** The images a submission carries in its file fields: the script saves each as one Drive file. */
export function imagesIn(form: FormName, data: Record<string, unknown>): number {
  let count = 0;
  for (const [field, spec] of Object.entries(FIELDS[form])) {
    if (spec.kind !== "file" && spec.kind !== "files") continue;
    const value = data[field];
    for (const item of Array.isArray(value) ? value : [value])
      if (typeof item === "string" && imageDataUrlType(item)) count += 1;
  }
  return count;
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
