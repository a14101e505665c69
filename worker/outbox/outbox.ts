import { kathmanduIso } from "../delivery/relay";
import { createSubmission, type FormName } from "./store";

/**
 * Durable acceptance (the API side of the outbox). With an R2 bucket
 * `SUBMISSIONS` and a queue producer `OUTBOX` bound, a valid submission is
 * kept in R2 and named on the queue before the visitor hears "received";
 * the queue consumer (consumer.ts) delivers it. Without them, the API falls
 * back to relaying synchronously.
 */
export interface Outbox {
  bucket: R2Bucket;
  queue: Queue;
  deadLetters?: Queue;
}

export interface OutboxMessage {
  id: string;
}

export function outboxOf(env: Env): Outbox | null {
  const bindings = env as Partial<Pick<Env, "SUBMISSIONS" | "OUTBOX" | "DEAD_LETTERS">>;
  if (!bindings.SUBMISSIONS || !bindings.OUTBOX) return null;
  return { bucket: bindings.SUBMISSIONS, queue: bindings.OUTBOX, deadLetters: bindings.DEAD_LETTERS };
}

export async function acceptSubmission(
  outbox: Outbox,
  { form, id, data }: { form: FormName; id: string; data: Record<string, unknown> },
  now = Date.now(),
): Promise<{ duplicate: boolean }> {
  const record = await createSubmission(outbox.bucket, {
    form,
    id,
    data,
    now,
    submittedAt: kathmanduIso(new Date(now)),
  });
  if (!record) {
    log({ event: "outbox_duplicate", form, id });
    return { duplicate: true };
  }
  try {
    await outbox.queue.send({ id } satisfies OutboxMessage, { contentType: "json" });
  } catch (error) {
    // Kept in R2 as pending: the scheduled sweep enqueues it again, so the
    // visitor is still told the truth ("received").
    log({ event: "outbox_enqueue_failed", form, id, message: String((error as Error)?.message ?? error) }, "error");
  }
  log({ event: "outbox_accepted", form, id });
  return { duplicate: false };
}

/** One JSON line per event; never field values, so no personal data in logs. */
export function log(entry: Record<string, unknown>, level: "log" | "warn" | "error" = "log") {
  console[level](JSON.stringify(entry));
}
