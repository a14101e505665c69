import type { FormName } from "../../app/forms/contract/schemas";

/**
 * What was submitted, documents included: one R2 object per submission
 * (binding SUBMISSIONS), written before its row (rows.ts) and never changed
 * after, so a row always describes the content stored under its key.
 */
export interface StoredPayload {
  form: FormName;
  submissionId: string;
  /** ISO 8601 in Kathmandu time: when the Worker first accepted it. */
  submittedAt: string;
  data: Record<string, unknown>;
}

/** The payload's key depends on the id alone, so every resend of a submission names the same object. */
export const payloadKey = (id: string) => `payloads/${id}.json`;
export const PAYLOAD_PREFIX = "payloads/";

/**
 * Keep the payload unless one is already kept under its key. Returns
 * "created", or the content hash the kept one carries: payloads are never
 * overwritten, so a row always describes the content stored under its key,
 * even when two requests race with the same id and different content.
 */
export async function putPayload(
  bucket: R2Bucket,
  payload: StoredPayload,
  contentHash: string,
): Promise<{ created: true } | { created: false; contentHash: string; uploaded: Date }> {
  const key = payloadKey(payload.submissionId);
  const put = await bucket.put(key, JSON.stringify(payload), {
    httpMetadata: { contentType: "application/json" },
    customMetadata: { contentHash },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (put) return { created: true };
  const kept = await bucket.head(key);
  // Deleted between the two calls (an orphan's clean-up): the caller's retry writes it afresh.
  if (!kept) throw new Error("the stored payload vanished while it was being checked");
  return { created: false, contentHash: kept.customMetadata?.contentHash ?? "", uploaded: kept.uploaded };
}

/** Write the same payload again: refreshes its upload time so the orphan clean-up leaves it alone. */
export async function refreshPayload(bucket: R2Bucket, payload: StoredPayload, contentHash: string): Promise<void> {
  await bucket.put(payloadKey(payload.submissionId), JSON.stringify(payload), {
    httpMetadata: { contentType: "application/json" },
    customMetadata: { contentHash },
  });
}

/**
 * The payload for a delivery: null only when R2 says no object has the key
 * (the submission's content is gone for good). A read that fails on the way
 * (R2 unavailable, a body cut short, so unreadable JSON) throws, and the
 * delivery counts it as a failed attempt to retry, never as a missing payload.
 */
export async function loadPayload(bucket: R2Bucket, key: string): Promise<StoredPayload | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  return (await object.json()) as StoredPayload;
}

/** The payload for the office's page: null when it is missing or cannot be read now (the page says so). */
export async function readPayload(bucket: R2Bucket, key: string): Promise<StoredPayload | null> {
  try {
    return await loadPayload(bucket, key);
  } catch {
    return null;
  }
}

/** Whether the payload under `key` exists (acceptance's check after its insert). */
export async function payloadExists(bucket: R2Bucket, key: string): Promise<boolean> {
  return (await bucket.head(key)) !== null;
}
