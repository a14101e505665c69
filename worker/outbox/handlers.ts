import { errorText, log } from "../log";
import { checkAlert, checkPrestorageAlert } from "./alert";
import { consumeDeadLetters, consumeOutbox } from "./consumer";
import { outboxOf, type OutboxMessage } from "./outbox";
import { prunePrestorage } from "./prestorage";
import { sweep } from "./sweep";

/** The Worker's `queue` handler: the outbox queue and its dead-letter queue. */
export async function queue(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  if (batch.queue.endsWith("-dlq")) return consumeDeadLetters(batch, env);
  return consumeOutbox(batch, env);
}

/**
 * The Worker's `scheduled` handler (cron every 10 minutes). `npm start`
 * triggers it once as "@start": Miniflare keeps queue messages in memory, so
 * after a local restart every pending submission is enqueued again. Then
 * the office's alert e-mails are checked (alert.ts), the one for failures
 * before storage too, so a failure the last hour's e-mail held back is
 * still told, and those failures' old records go (prestorage.ts).
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const outbox = outboxOf(env);
  if (!outbox) return;
  const now = controller.scheduledTime || Date.now();
  await sweep(outbox, { everything: controller.cron === "@start", now });
  await checkAlert(outbox, env, now);
  await checkPrestorageAlert(outbox.db, env, now);
  try {
    await prunePrestorage(outbox.db, now);
  } catch (error) {
    log({ event: "prestorage_prune_failed", message: errorText(error) }, "error");
  }
}
