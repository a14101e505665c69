import { errorText, log } from "../log";
import type { Outbox, OutboxMessage } from "./outbox";
import { PAYLOAD_PREFIX } from "./payloads";
import {
  bumpGenerations,
  deleteDelivered,
  existingIds,
  expiredRows,
  getMeta,
  overdueRows,
  pendingRowsAfter,
  setMeta,
} from "./rows";

/**
 * The scheduled safety net (cron every 10 minutes), three independent jobs,
 * each bounded so that ten thousand kept submissions or a day-long outage
 * never make a run fail, and each run even when another fails:
 *
 * - re-enqueue pending rows whose message is presumed lost (overdue by more
 *   than the longest backoff, unclaimed), or every pending row on a local
 *   start ("@start": Miniflare keeps queue messages in memory only);
 * - delete delivered submissions older than OUTBOX_RETENTION_DAYS, payload
 *   first, so personal data and documents are not kept for ever;
 * - delete payloads over a day old that no row names (left by an
 *   acceptance interrupted between its two writes).
 */
export const SWEEP_LIMITS = {
  /** Rows re-enqueued per page: one D1 batch and one queue batch (Queues takes at most 100). */
  requeuePage: 100,
  requeuePages: 5,
  /** On a local start every pending row is re-enqueued, up to this many pages. */
  startPages: 100,
  /** Delivered rows deleted per page (one R2 bulk delete takes at most 1,000 keys). */
  retentionPage: 500,
  retentionPages: 4,
  /** Payload objects examined per run, continuing where the last run stopped. */
  orphanPage: 1000,
} as const;
const DAY_MS = 86_400_000;
const ORPHAN_CURSOR = "orphan_cursor";

export interface SweepReport {
  requeued: number;
  deleted: number;
  orphans: number;
  errors: number;
}

export async function sweep(outbox: Outbox, { everything = false, now = Date.now() } = {}): Promise<SweepReport> {
  const report: SweepReport = { requeued: 0, deleted: 0, orphans: 0, errors: 0 };
  const jobs: [keyof SweepReport, () => Promise<number>][] = [
    ["requeued", () => (everything ? requeueAll(outbox, now) : requeueOverdue(outbox, now))],
    ["deleted", () => deleteExpired(outbox, now)],
    ["orphans", () => deleteOrphans(outbox, now)],
  ];
  for (const [name, job] of jobs) {
    try {
      report[name] = await job();
    } catch (error) {
      report.errors += 1;
      log({ event: "outbox_sweep_error", job: name, message: errorText(error) }, "error");
    }
  }
  log({ event: "outbox_sweep", ...report });
  return report;
}

async function requeueOverdue(outbox: Outbox, now: number): Promise<number> {
  let requeued = 0;
  for (let page = 0; page < SWEEP_LIMITS.requeuePages; page++) {
    const rows = await overdueRows(outbox.db, now - outbox.settings.overdueMs, now, SWEEP_LIMITS.requeuePage);
    // Rows bumped here are due "now", no longer overdue, so the next page holds others.
    requeued += await requeue(outbox, rows, now, false);
    if (rows.length < SWEEP_LIMITS.requeuePage) break;
  }
  return requeued;
}

async function requeueAll(outbox: Outbox, now: number): Promise<number> {
  let requeued = 0;
  let after = "";
  for (let page = 0; page < SWEEP_LIMITS.startPages; page++) {
    const rows = await pendingRowsAfter(outbox.db, after, SWEEP_LIMITS.requeuePage);
    requeued += await requeue(outbox, rows, now, true);
    if (rows.length < SWEEP_LIMITS.requeuePage) break;
    after = rows.at(-1)!.id;
  }
  return requeued;
}

/**
 * Move each row's generation on, then send one message per row that moved.
 * If the send fails the rows keep their new generation with no message:
 * they become overdue again and a later run repairs them.
 */
async function requeue(
  outbox: Outbox,
  rows: Parameters<typeof bumpGenerations>[1],
  now: number,
  ignoreLease: boolean,
): Promise<number> {
  const bumped = await bumpGenerations(outbox.db, rows, now, { ignoreLease });
  if (bumped.length === 0) return 0;
  await outbox.queue.sendBatch(
    bumped.map((body) => ({ body: body satisfies OutboxMessage, contentType: "json" as const })),
  );
  return bumped.length;
}

async function deleteExpired(outbox: Outbox, now: number): Promise<number> {
  const cutoff = now - outbox.settings.retentionDays * DAY_MS;
  let deleted = 0;
  for (let page = 0; page < SWEEP_LIMITS.retentionPages; page++) {
    const rows = await expiredRows(outbox.db, cutoff, SWEEP_LIMITS.retentionPage);
    if (rows.length === 0) break;
    // Payloads first: interrupted here, the rows remain and the next run deletes both.
    await outbox.bucket.delete(rows.map((row) => row.payloadKey));
    await deleteDelivered(
      outbox.db,
      rows.map((row) => row.id),
    );
    deleted += rows.length;
    if (rows.length < SWEEP_LIMITS.retentionPage) break;
  }
  return deleted;
}

/** One page of payloads per run, resuming after the last key examined (kept in D1). */
async function deleteOrphans(outbox: Outbox, now: number): Promise<number> {
  const startAfter = (await getMeta(outbox.db, ORPHAN_CURSOR)) ?? undefined;
  const page = await outbox.bucket.list({ prefix: PAYLOAD_PREFIX, startAfter, limit: SWEEP_LIMITS.orphanPage });
  const old = page.objects.filter((object) => now - object.uploaded.getTime() > DAY_MS);
  let deleted = 0;
  if (old.length > 0) {
    const named = await existingIds(outbox.db, old.map(idOfKey));
    const orphans = old.filter((object) => !named.has(idOfKey(object))).map((object) => object.key);
    if (orphans.length > 0) await outbox.bucket.delete(orphans);
    deleted = orphans.length;
  }
  await setMeta(outbox.db, ORPHAN_CURSOR, page.truncated ? (page.objects.at(-1)?.key ?? null) : null);
  return deleted;
}

const idOfKey = (object: { key: string }) => object.key.slice(PAYLOAD_PREFIX.length).replace(/\.json$/, "");
