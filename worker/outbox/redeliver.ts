import { errorText, log } from "../log";
import { forgetCachedHealth } from "./health";
import type { Outbox } from "./outbox";
import { getRow, listRows, markHandled, reopen } from "./rows";

/**
 * The office's actions on submissions, shared by its page (worker/office)
 * and the operator API (worker/api/admin.ts, `npm run outbox`). Each is
 * recorded with who did it (`actor`) in the same transaction as its change.
 *
 * Redelivery: back to pending with a fresh retry window
 * (OUTBOX_RETRY_HOURS), and a new message. A delivered submission is left
 * alone, and so is one being delivered right now.
 */
export type Redelivery = "requeued" | "unknown" | "delivered" | "in_progress";

export async function redeliver(outbox: Outbox, id: string, actor: string, now = Date.now()): Promise<Redelivery> {
  const generation = await reopen(outbox.db, id, now, actor);
  if (generation === null) {
    const row = await getRow(outbox.db, id);
    if (!row) return "unknown";
    return row.state === "delivered" ? "delivered" : "in_progress";
  }
  log({ event: "outbox_redeliver", id });
  forgetCachedHealth();
  try {
    await outbox.queue.send({ id, generation }, { contentType: "json" });
  } catch (error) {
    // The row is pending again and due: the sweep sends its message.
    log({ event: "outbox_enqueue_failed", id, message: errorText(error) }, "error");
  }
  return "requeued";
}

/** Every failed submission, a page at a time. */
export async function redeliverFailed(outbox: Outbox, actor: string, now = Date.now()): Promise<number> {
  let requeued = 0;
  for (;;) {
    // Each one redelivered leaves the failed state, so the first page is always the next.
    const rows = await listRows(outbox.db, "failed", null, 100);
    let moved = 0;
    for (const row of rows) if ((await redeliver(outbox, row.id, actor, now)) === "requeued") moved += 1;
    requeued += moved;
    if (rows.length < 100 || moved === 0) return requeued;
  }
}

/**
 * "Handled by hand": the office dealt with it another way (a phone call,
 * the papers brought in). It stops counting as failed or waiting, for
 * /api/health too, and is deleted with the delivered ones after the
 * retention period.
 */
export type Handling = "handled" | "unknown" | "delivered" | "already_handled" | "in_progress";

export async function handledByHand(
  outbox: Outbox,
  id: string,
  { actor, note }: { actor: string; note: string },
  now = Date.now(),
): Promise<Handling> {
  if (await markHandled(outbox.db, id, { now, actor, note })) {
    log({ event: "outbox_handled", id });
    forgetCachedHealth();
    return "handled";
  }
  const row = await getRow(outbox.db, id);
  if (!row) return "unknown";
  if (row.state === "delivered") return "delivered";
  return row.state === "handled" ? "already_handled" : "in_progress";
}
