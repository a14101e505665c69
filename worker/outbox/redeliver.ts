import { errorText, log } from "../log";
import type { Outbox } from "./outbox";
import { getRow, listRows, reopen } from "./rows";

/**
 * The office's redelivery of one submission: back to pending with a fresh
 * retry window (OUTBOX_RETRY_HOURS), and a new message. A delivered
 * submission is left alone, and so is one being delivered right now.
 */
export type Redelivery = "requeued" | "unknown" | "delivered" | "in_progress";

export async function redeliver(outbox: Outbox, id: string, now = Date.now()): Promise<Redelivery> {
  const generation = await reopen(outbox.db, id, now);
  if (generation === null) {
    const row = await getRow(outbox.db, id);
    if (!row) return "unknown";
    return row.state === "delivered" ? "delivered" : "in_progress";
  }
  log({ event: "outbox_redeliver", id });
  try {
    await outbox.queue.send({ id, generation }, { contentType: "json" });
  } catch (error) {
    // The row is pending again and due: the sweep sends its message.
    log({ event: "outbox_enqueue_failed", id, message: errorText(error) }, "error");
  }
  return "requeued";
}

/** Every failed submission, a page at a time. */
export async function redeliverFailed(outbox: Outbox, now = Date.now()): Promise<number> {
  let requeued = 0;
  for (;;) {
    // Each one redelivered leaves the failed state, so the first page is always the next.
    const rows = await listRows(outbox.db, "failed", null, 100);
    let moved = 0;
    for (const row of rows) if ((await redeliver(outbox, row.id, now)) === "requeued") moved += 1;
    requeued += moved;
    if (rows.length < 100 || moved === 0) return requeued;
  }
}
