import { log, type Outbox, type OutboxMessage } from "./outbox";
import { outboxSettings } from "./settings";
import { day, forget, getRecord, listMarkers, saveRecord, type SubmissionRecord } from "./store";

/**
 * The scheduled safety net (cron every 10 minutes):
 * - re-enqueue every pending submission with no activity for a while (a lost
 *   queue message, a restart), or every pending one when `everything` is set
 *   (a local start: Miniflare keeps queue messages in memory only);
 * - delete delivered submissions older than OUTBOX_RETENTION_DAYS, so
 *   personal data and documents are not kept for ever.
 */
export async function sweep(outbox: Outbox, env: Env, { everything = false, now = Date.now() } = {}) {
  const settings = outboxSettings(env);
  let requeued = 0;
  let deleted = 0;
  for await (const { key, record: marked } of listMarkers(outbox.bucket, "state/pending/")) {
    const record = marked ? await getRecord(outbox.bucket, marked.id) : null;
    if (record?.state !== "pending") {
      // A marker left behind by an interrupted state change.
      await outbox.bucket.delete(key);
      continue;
    }
    const lastActivity = Math.max(record.receivedAt, record.lastAttemptAt, record.enqueuedAt);
    if (!everything && now - lastActivity < settings.staleMs) continue;
    await saveRecord(outbox.bucket, record, { ...record, enqueuedAt: now });
    await outbox.queue.send({ id: record.id } satisfies OutboxMessage, { contentType: "json" });
    requeued += 1;
  }
  const oldestKept = day(now - settings.retentionDays * 86_400_000);
  const days = await outbox.bucket.list({ prefix: "state/delivered/", delimiter: "/" });
  for (const prefix of days.delimitedPrefixes) {
    const date = prefix.slice("state/delivered/".length, -1);
    if (date >= oldestKept) continue;
    for await (const { key, record } of listMarkers(outbox.bucket, prefix)) {
      if (record) await forget(outbox.bucket, record, key);
      else await outbox.bucket.delete(key);
      deleted += 1;
    }
  }
  log({ event: "outbox_sweep", requeued, deleted });
  return { requeued, deleted };
}

export interface OutboxHealth {
  pending: number;
  oldestPendingSeconds: number;
  failed: number;
}

/** What /api/health reports: cheap however many delivered submissions are kept (it reads two small prefixes). */
export async function outboxHealth(outbox: Outbox, now = Date.now()): Promise<OutboxHealth> {
  let pending = 0;
  let oldest = now;
  for await (const { record } of listMarkers(outbox.bucket, "state/pending/")) {
    pending += 1;
    if (record && record.receivedAt < oldest) oldest = record.receivedAt;
  }
  let failed = 0;
  for await (const _ of listMarkers(outbox.bucket, "state/failed/")) failed += 1;
  return { pending, oldestPendingSeconds: Math.max(0, Math.round((now - oldest) / 1000)), failed };
}

export function healthy(health: OutboxHealth): boolean {
  return health.failed === 0 && health.oldestPendingSeconds <= 3600;
}

/** The office's redelivery of one submission: back to pending, a fresh 24 hours of retries, enqueued now. */
export async function redeliver(
  outbox: Outbox,
  id: string,
  now = Date.now(),
): Promise<SubmissionRecord["state"] | "unknown" | "requeued"> {
  const record = await getRecord(outbox.bucket, id);
  if (!record) return "unknown";
  if (record.state === "delivered") return "delivered";
  await saveRecord(outbox.bucket, record, { ...record, state: "pending", windowStart: now, enqueuedAt: now });
  await outbox.queue.send({ id } satisfies OutboxMessage, { contentType: "json" });
  log({ event: "outbox_redeliver", form: record.form, id });
  return "requeued";
}
