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

export async function readPayload(bucket: R2Bucket, key: string): Promise<StoredPayload | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  try {
    return (await object.json()) as StoredPayload;
  } catch {
    return null;
  }
}
