/**
 * The outbox's storage in R2 (binding SUBMISSIONS). Three kinds of object:
 *
 *   payloads/<form>/<yyyy-mm-dd>/<id>.json   the whole submission, files included
 *   records/<id>                            empty body; its custom metadata is the
 *                                           submission's state (the source of truth)
 *   state/pending/<id>                      index markers with the same metadata,
 *   state/failed/<id>                       so the health check, the sweep and the
 *   state/delivered/<yyyy-mm-dd>/<id>       office's list read one small prefix
 *
 * The record is created with a conditional put (only if absent), which makes
 * the submission id an idempotency key even for concurrent requests. A state
 * change writes the record first, then the new marker, then deletes the old
 * one; readers of a marker that disagrees with its record trust the record.
 */
export type FormName = "enquiry" | "visit" | "admission";
export type SubmissionState = "pending" | "delivered" | "failed";

export interface SubmissionRecord {
  id: string;
  form: FormName;
  state: SubmissionState;
  /** Epoch milliseconds. */
  receivedAt: number;
  attempts: number;
  lastAttemptAt: number;
  lastError: string;
  /** When the current run of retries began (receipt, or the office's redelivery). */
  windowStart: number;
  /** When a queue message last named it (acceptance, sweep, redelivery). */
  enqueuedAt: number;
  deliveredAt: number;
  payloadKey: string;
}

export interface StoredPayload {
  form: FormName;
  submissionId: string;
  /** ISO 8601 in Kathmandu time: when the Worker accepted it. */
  submittedAt: string;
  data: Record<string, unknown>;
}

const NUMBERS = ["receivedAt", "attempts", "lastAttemptAt", "windowStart", "enqueuedAt", "deliveredAt"] as const;

export const recordKey = (id: string) => `records/${id}`;
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function markerKey(record: Pick<SubmissionRecord, "id" | "state" | "deliveredAt">): string {
  if (record.state === "delivered") return `state/delivered/${day(record.deliveredAt)}/${record.id}`;
  return `state/${record.state}/${record.id}`;
}

function toMetadata(record: SubmissionRecord): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) meta[key] = String(value);
  return meta;
}

export function fromMetadata(meta: Record<string, string> | undefined): SubmissionRecord | null {
  if (!meta?.id || !meta.state || !meta.form) return null;
  const record = { ...meta } as unknown as Record<string, unknown>;
  for (const key of NUMBERS) record[key] = Number(meta[key]) || 0;
  return record as unknown as SubmissionRecord;
}

export async function getRecord(bucket: R2Bucket, id: string): Promise<SubmissionRecord | null> {
  const head = await bucket.head(recordKey(id));
  return head ? fromMetadata(head.customMetadata) : null;
}

/**
 * Keep a new submission: the payload, then the record (only if no record has
 * this id), then its pending marker. Returns false when the id was already
 * taken, by an earlier request or a concurrent one.
 */
export async function createSubmission(
  bucket: R2Bucket,
  {
    form,
    id,
    data,
    now,
    submittedAt,
  }: { form: FormName; id: string; data: Record<string, unknown>; now: number; submittedAt: string },
): Promise<SubmissionRecord | null> {
  if (await bucket.head(recordKey(id))) return null;
  const payloadKey = `payloads/${form}/${day(now)}/${id}.json`;
  const payload: StoredPayload = { form, submissionId: id, submittedAt, data };
  await bucket.put(payloadKey, JSON.stringify(payload), { httpMetadata: { contentType: "application/json" } });
  const record: SubmissionRecord = {
    id,
    form,
    state: "pending",
    receivedAt: now,
    attempts: 0,
    lastAttemptAt: 0,
    lastError: "",
    windowStart: now,
    enqueuedAt: now,
    deliveredAt: 0,
    payloadKey,
  };
  const created = await bucket.put(recordKey(id), "", {
    customMetadata: toMetadata(record),
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (!created) return null;
  await bucket.put(markerKey(record), "", { customMetadata: toMetadata(record) });
  return record;
}

/** Write `next` (same id) as the record and move its marker if the state changed. */
export async function saveRecord(bucket: R2Bucket, previous: SubmissionRecord, next: SubmissionRecord): Promise<void> {
  const meta = toMetadata(next);
  await bucket.put(recordKey(next.id), "", { customMetadata: meta });
  await bucket.put(markerKey(next), "", { customMetadata: meta });
  const before = markerKey(previous);
  if (before !== markerKey(next)) await bucket.delete(before);
}

export async function readPayload(bucket: R2Bucket, record: SubmissionRecord): Promise<StoredPayload | null> {
  const object = await bucket.get(record.payloadKey);
  if (!object) return null;
  try {
    return (await object.json()) as StoredPayload;
  } catch {
    return null;
  }
}

/** Every marker under `prefix`, with its metadata, page by page. */
export async function* listMarkers(
  bucket: R2Bucket,
  prefix: string,
): AsyncGenerator<{ key: string; record: SubmissionRecord | null }> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor, include: ["customMetadata"] });
    for (const object of page.objects) yield { key: object.key, record: fromMetadata(object.customMetadata) };
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** Delete a delivered submission entirely: payload, record and marker. */
export async function forget(bucket: R2Bucket, record: SubmissionRecord, marker: string): Promise<void> {
  await bucket.delete([record.payloadKey, recordKey(record.id), marker]);
}
