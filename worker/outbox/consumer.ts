import { deliver, endpointFor } from "../delivery/relay";
import { log, type OutboxMessage } from "./outbox";
import { backoffSeconds, type OutboxSettings, outboxSettings } from "./settings";
import { getRecord, readPayload, saveRecord, type SubmissionRecord } from "./store";

/**
 * The queue consumer: delivers each named submission to the college's script
 * and records the outcome. A failed attempt is retried after 30 s, doubling
 * to at most 10 minutes, until OUTBOX_RETRY_HOURS (24) have passed since the
 * submission arrived; then it goes to the dead-letter queue, whose consumer
 * marks it failed (which turns /api/health red for the office).
 */
// Queues stops retrying a message after max_retries (100 in wrangler.toml);
// before that, the consumer re-sends it as a fresh message instead.
const RESEND_AFTER_ATTEMPTS = 90;

export async function consumeOutbox(
  batch: MessageBatch<OutboxMessage>,
  env: Env,
  now: () => number = Date.now,
): Promise<void> {
  const settings = outboxSettings(env);
  // The bound is per invocation: a promise may not be awaited in one
  // invocation and resolved from another (workerd cancels the waiting one as
  // hung), so invocations share nothing. In production one invocation runs
  // at a time (max_concurrency = 1 in wrangler.toml).
  await forEachLimited(batch.messages, settings.concurrency, async (message) => {
    try {
      await handle(message, env, settings, now);
    } catch (error) {
      // R2 or the queue failed us: try this one again later, never at once
      // (an immediate retry loop would dead-letter it within seconds).
      log(
        { event: "outbox_consumer_error", id: message.body?.id, message: String((error as Error)?.message ?? error) },
        "error",
      );
      message.retry({ delaySeconds: settings.retryBaseSeconds });
    }
  });
}

async function handle(message: Message<OutboxMessage>, env: Env, settings: OutboxSettings, now: () => number) {
  const bucket = env.SUBMISSIONS;
  const id = typeof message.body?.id === "string" ? message.body.id : "";
  const record = id ? await getRecord(bucket, id) : null;
  // Unknown, already delivered or already failed: nothing to do.
  if (record?.state !== "pending") return message.ack();

  const payload = await readPayload(bucket, record);
  const endpoint = endpointFor(env, record.form);
  const started = now();
  const attempt = !payload
    ? { outcome: "missing_payload", status: 0, detail: "the stored submission could not be read", durationMs: 0 }
    : !endpoint
      ? {
          outcome: "not_configured",
          status: 0,
          detail: `${record.form.toUpperCase()}_ENDPOINT is not set`,
          durationMs: 0,
        }
      : await deliver({
          endpoint,
          body: { ...payload.data, submissionId: record.id, submittedAt: payload.submittedAt },
          secret: env.RELAY_SECRET,
          timeoutMs: settings.timeoutMs,
        });
  const attempts = record.attempts + 1;
  const base: SubmissionRecord = { ...record, attempts, lastAttemptAt: started };
  log({
    event: "outbox_attempt",
    form: record.form,
    id,
    attempt: attempts,
    outcome: attempt.outcome,
    upstreamStatus: attempt.status,
    durationMs: attempt.durationMs,
  });

  if (attempt.outcome === "delivered") {
    await saveRecord(bucket, record, { ...base, state: "delivered", lastError: "", deliveredAt: now() });
    return message.ack();
  }
  const failed: SubmissionRecord = { ...base, lastError: `${attempt.outcome}: ${attempt.detail}`.slice(0, 200) };
  await saveRecord(bucket, record, failed);

  if (now() - record.windowStart >= settings.retryWindowMs || attempt.outcome === "missing_payload") {
    // The last retry: hand over to the dead-letter queue's consumer.
    if (env.DEAD_LETTERS) {
      await env.DEAD_LETTERS.send({ id } satisfies OutboxMessage, { contentType: "json" });
      return message.ack();
    }
    await markFailed(bucket, id);
    return message.ack();
  }
  const delaySeconds = backoffSeconds(attempts, settings);
  if (message.attempts >= RESEND_AFTER_ATTEMPTS) {
    await env.OUTBOX.send({ id } satisfies OutboxMessage, { contentType: "json", delaySeconds });
    return message.ack();
  }
  message.retry({ delaySeconds });
}

/** The dead-letter queue's consumer: the submission is marked failed and an error is logged. */
export async function consumeDeadLetters(batch: MessageBatch<OutboxMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const id = typeof message.body?.id === "string" ? message.body.id : "";
    if (id) await markFailed(env.SUBMISSIONS, id);
    message.ack();
  }
}

async function markFailed(bucket: R2Bucket, id: string) {
  const record = await getRecord(bucket, id);
  if (record?.state !== "pending") return;
  await saveRecord(bucket, record, { ...record, state: "failed" });
  log(
    { event: "outbox_failed", form: record.form, id, attempts: record.attempts, lastError: record.lastError },
    "error",
  );
}

/** Run `task` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
