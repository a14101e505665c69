import type { FormName } from "../../app/forms/contract/schemas";
import { kathmanduIso } from "../../app/lib/kathmandu-time";
import { errorText, log } from "../log";
import type { Outbox, OutboxMessage } from "./outbox";
import { payloadExists, payloadKey, putPayload, refreshPayload, type StoredPayload } from "./payloads";
import { bumpGeneration, getRow, insertRow, type SubmissionRow } from "./rows";
import { applicantSummary } from "./summary";
import { erasureKeyOf, isBuried } from "./tombstones";

/**
 * Durable acceptance: the visitor hears "received" only once the payload is
 * in R2 and its row is in D1. The queue message only wakes the delivery;
 * if it is lost, the sweep sends another, so a queue failure does not make
 * a kept submission "not received".
 *
 * - accepted: kept now.
 * - duplicate: this id was kept before with the same content (a resend
 *   after a lost answer); answered as the first was.
 * - conflict: this id was kept with other content (a restored draft edited
 *   on a shared computer, a typo corrected after a lost answer). The
 *   browser sends again under a fresh id, so neither submission is lost.
 * - erased: this id was erased at the applicant's request (tombstones.ts):
 *   the same request sent again (a reloaded result page, any replay) is
 *   refused before anything of it is stored.
 */
export type Acceptance = "accepted" | "duplicate" | "conflict" | "erased";

// A kept payload older than this, found again by a resend, is written anew
// before its row: the orphan clean-up (sweep.ts) deletes only payloads over
// a day old that no row names, so it can never take one a row is about to name.
const REFRESH_AFTER_MS = 3_600_000;

/** A validated submission and the hash of its content, computed once for the conflict check and acceptance. */
export interface Submission {
  form: FormName;
  data: Record<string, unknown>;
  contentHash: string;
}

export async function submissionOf(form: FormName, data: Record<string, unknown>): Promise<Submission> {
  return { form, data, contentHash: await hashOf(form, data) };
}

export async function accept(
  outbox: Outbox,
  id: string,
  { form, data, contentHash }: Submission,
  now = Date.now(),
): Promise<Acceptance> {
  if (outbox.erasureKey && (await isBuried(outbox.bucket, await erasureKeyOf(outbox.erasureKey, id)))) {
    log({ event: "outbox_erased_refused", form }, "warn");
    return "erased";
  }
  const payload: StoredPayload = { form, submissionId: id, submittedAt: kathmanduIso(new Date(now)), data };
  const kept = await putPayload(outbox.bucket, payload, contentHash);
  let refreshed = false;
  if (!kept.created) {
    if (kept.contentHash !== contentHash) return conflict(form, id);
    refreshed = now - kept.uploaded.getTime() > REFRESH_AFTER_MS;
    if (refreshed) await refreshPayload(outbox.bucket, payload, contentHash);
  }
  const fresh = { id, form, payloadKey: payloadKey(id), contentHash, receivedAt: now };
  if (await insertRow(outbox.db, fresh, applicantSummary(form, data))) {
    // An old payload found again (a resend) may have been in the orphan
    // clean-up's hands, listed while no row named it and deleted after the
    // refresh above: now that the row names it, it is written again if it went.
    if (refreshed && !(await payloadExists(outbox.bucket, fresh.payloadKey)))
      await refreshPayload(outbox.bucket, payload, contentHash);
    await wake(outbox, { id, generation: 0 }, form);
    log({ event: "outbox_accepted", form, id, d1: outbox.statements() });
    return "accepted";
  }
  const row = await getRow(outbox.db, id);
  if (!row) throw new Error("the submission's row could not be read back");
  if (row.contentHash !== contentHash) return conflict(form, id);
  await resent(outbox, row, now);
  return "duplicate";
}

/** Whether a row keeps this id with other content (acceptance would answer "conflict"). */
export async function conflicts(outbox: Outbox, id: string, { contentHash }: Submission): Promise<boolean> {
  const row = await getRow(outbox.db, id);
  return row !== null && row.contentHash !== contentHash;
}

/**
 * A resend is the visitor's evidence that the answer, and perhaps the
 * queue message, was lost: a pending row nobody is delivering gets a new
 * message (its generation moves on, so the old one, if it still exists,
 * does nothing).
 */
async function resent(outbox: Outbox, row: SubmissionRow, now: number) {
  const generation =
    row.state === "pending" && row.leaseUntil <= now
      ? await bumpGeneration(outbox.db, row.id, row.generation, now)
      : null;
  if (generation !== null) await wake(outbox, { id: row.id, generation }, row.form);
  log({ event: "outbox_duplicate", form: row.form, id: row.id, state: row.state, d1: outbox.statements() });
}

/** Send the message that starts a delivery; a failure is logged, and the sweep sends it later. */
async function wake(outbox: Outbox, message: OutboxMessage, form: FormName) {
  try {
    await outbox.queue.send(message, { contentType: "json" });
  } catch (error) {
    log({ event: "outbox_enqueue_failed", form, id: message.id, message: errorText(error) }, "error");
  }
}

function conflict(form: FormName, id: string): Acceptance {
  log({ event: "outbox_id_conflict", form, id }, "warn");
  return "conflict";
}

/** SHA-256 of the form's name and its validated fields, keys in a fixed order. */
async function hashOf(form: FormName, data: Record<string, unknown>): Promise<string> {
  const canonical = JSON.stringify([form, data], (_key, value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
