import { config } from "../config";
import { type Attempt, deliver, endpointFor } from "../delivery/relay";
import type { GoogleWarning } from "../delivery/warnings";
import { errorText, log } from "../log";
import { checkAlert } from "./alert";
import { backoffSeconds, messageOf, type Outbox, type OutboxMessage, outboxOf } from "./outbox";
import { loadPayload, type StoredPayload } from "./payloads";
import { erasureKeyOf } from "./tombstones";
import { claim, failFromDeadLetter, getRow, recordDelivered, recordFailure, type SubmissionRow } from "./rows";
import { keepWarnings } from "./warnings";

/**
 * The queue consumer: delivers each named submission to the college's script
 * and records the outcome. A delivery first claims its row (rows.ts), so two
 * messages for one submission never deliver at once, and records the outcome
 * only while it still holds the claim. A failed attempt is retried after
 * 30 s, doubling to at most 10 minutes, until OUTBOX_RETRY_HOURS (24) have
 * passed since the retry window opened; then the row is failed, which turns
 * /api/health red and sends the office its alert e-mail (alert.ts). A
 * delivery whose reply warned about the college's Google account keeps the
 * warnings (warnings.ts) and checks the alert at once. A submission the
 * script says was erased (one a D1 restore brought back) is failed at once,
 * never retried: `npm run outbox -- reapply-erasures` then erases its row.
 */
// Queues stops retrying a message after max_retries (100 in wrangler.toml);
// before that, the consumer sends a fresh message instead.
const RESEND_AFTER_ATTEMPTS = 90;

export async function consumeOutbox(
  batch: MessageBatch<OutboxMessage>,
  env: Env,
  now: () => number = Date.now,
): Promise<void> {
  const outbox = outboxOf(env);
  if (!outbox) {
    for (const message of batch.messages) message.retry({ delaySeconds: 600 });
    return;
  }
  // The bound is per invocation: a promise may not be awaited in one
  // invocation and resolved from another (workerd cancels the waiting one as
  // hung), so invocations share nothing. In production one invocation runs
  // at a time (max_concurrency = 1 in wrangler.toml).
  await forEachLimited(batch.messages, outbox.settings.concurrency, async (message) => {
    try {
      // Each delivery gets its own outbox handle, so its log line counts its own D1 statements.
      await handle(message, outboxOf(env)!, env, now);
    } catch (error) {
      // D1, R2 or the queue failed us: try this one again later, never at
      // once (an instant retry loop would reach the dead letters in seconds).
      log({ event: "outbox_consumer_error", id: messageOf(message.body)?.id, message: errorText(error) }, "error");
      message.retry({ delaySeconds: outbox.settings.retryBaseSeconds });
    }
  });
}

async function handle(message: Message<OutboxMessage>, outbox: Outbox, env: Env, now: () => number) {
  const named = messageOf(message.body);
  if (!named) return message.ack();
  const token = crypto.randomUUID();
  const claimedAt = now();
  const row = await claim(outbox.db, { ...named, token, now: claimedAt, leaseMs: outbox.settings.leaseMs });
  if (!row) return unclaimed(message, outbox, named, now());

  // The attempt's time runs from the claim, so reading the payload cannot stretch it past the lease.
  const attempt = await attemptDelivery(outbox, env, row, claimedAt + outbox.settings.timeoutMs, now);
  const logAttempt = () =>
    log({
      event: "outbox_attempt",
      form: row.form,
      id: row.id,
      attempt: row.attempts,
      outcome: attempt.outcome,
      upstreamStatus: attempt.status,
      durationMs: attempt.durationMs,
      ...(attempt.warnings ? { warnings: attempt.warnings.map((warning) => warning.code) } : {}),
      d1: outbox.statements(),
    });
  if (attempt.outcome === "delivered") {
    const at = now();
    await recordDelivered(outbox.db, row.id, token, at);
    if (attempt.warnings) await keepReport(outbox, attempt.warnings, at);
    logAttempt();
    message.ack();
    if (attempt.warnings) await checkAlert(outbox, env, now());
    return;
  }
  const giveUp =
    now() - row.windowStart >= outbox.settings.retryWindowMs ||
    attempt.outcome === "missing_payload" ||
    attempt.outcome === "erased";
  const delaySeconds = backoffSeconds(row.attempts, outbox.settings);
  const recorded = await recordFailure(
    outbox.db,
    row.id,
    { token, generation: row.generation },
    {
      error: `${attempt.outcome}: ${attempt.detail}`,
      nextAttemptAt: now() + delaySeconds * 1000,
      giveUp,
    },
  );
  logAttempt();
  // Our claim lapsed and another delivery took over: its outcome stands.
  if (!recorded || giveUp) {
    message.ack();
    if (recorded) {
      log({ event: "outbox_failed", form: row.form, id: row.id, attempts: row.attempts }, "error");
      await checkAlert(outbox, env, now());
    }
    return;
  }
  if (message.attempts >= RESEND_AFTER_ATTEMPTS) {
    await outbox.queue.send(named, { contentType: "json", delaySeconds });
    return message.ack();
  }
  message.retry({ delaySeconds });
}

/** The script's warnings, kept for the office; losing them must not undo a delivery. */
async function keepReport(outbox: Outbox, warnings: readonly GoogleWarning[], at: number) {
  try {
    await keepWarnings(outbox.db, warnings, at);
  } catch (error) {
    log({ event: "outbox_warnings_error", message: errorText(error) }, "error");
  }
}

/**
 * The claim was refused. If another delivery of this generation holds the
 * row, this message waits for that claim to end (the holder may die with
 * it); otherwise the message is stale or the submission settled: done.
 */
async function unclaimed(message: Message<OutboxMessage>, outbox: Outbox, named: OutboxMessage, now: number) {
  const row = await getRow(outbox.db, named.id);
  if (row?.state === "pending" && row.generation === named.generation && row.leaseUntil > now) {
    return message.retry({ delaySeconds: Math.max(1, Math.ceil((row.leaseUntil - now) / 1000)) });
  }
  message.ack();
}

type Outcome = Omit<Attempt, "outcome"> & {
  outcome: Attempt["outcome"] | "missing_payload" | "storage_error" | "not_configured";
};

/** One attempt, over by `deadline` (clock time). Only a payload R2 does not have is given up on at once. */
async function attemptDelivery(
  outbox: Outbox,
  env: Env,
  row: SubmissionRow,
  deadline: number,
  now: () => number,
): Promise<Outcome> {
  // An attempt that ends before anything is sent.
  const unsent = (outcome: Outcome["outcome"], detail: string) => ({ outcome, status: 0, detail, durationMs: 0 });
  let payload: StoredPayload | null;
  try {
    payload = await loadPayload(outbox.bucket, row.payloadKey);
  } catch (error) {
    return unsent("storage_error", `reading the stored submission failed: ${errorText(error)}`);
  }
  if (!payload) return unsent("missing_payload", "the stored submission is missing");
  const timeoutMs = deadline - now();
  if (timeoutMs <= 0) return unsent("timeout", "reading the stored submission took the attempt's whole time");
  const endpoint = endpointFor(env, row.form);
  if (!endpoint) return unsent("not_configured", `${row.form.toUpperCase()}_ENDPOINT is not set to an https URL`);
  // The erasure key goes with every delivery: the script refuses one it keeps as erased.
  const erasureKey = outbox.erasureKey ? await erasureKeyOf(outbox.erasureKey, row.id) : undefined;
  return deliver({
    endpoint,
    body: {
      ...payload.data,
      submissionId: row.id,
      submittedAt: payload.submittedAt,
      ...(erasureKey && { erasureKey }),
    },
    secret: config(env).relaySecret || undefined,
    timeoutMs,
  });
}

/** The dead-letter queue's consumer: the queue gave up on a message, so its submission is failed. */
export async function consumeDeadLetters(batch: MessageBatch<OutboxMessage>, env: Env, now = Date.now): Promise<void> {
  const outbox = outboxOf(env);
  for (const message of batch.messages) {
    const named = messageOf(message.body);
    try {
      const row = named && outbox ? await failFromDeadLetter(outbox.db, named.id, named.generation, now()) : null;
      message.ack();
      if (row) {
        log({ event: "outbox_failed", form: row.form, id: row.id, attempts: row.attempts }, "error");
        await checkAlert(outbox!, env, now());
      }
    } catch (error) {
      log({ event: "outbox_dead_letter_error", id: named?.id, message: errorText(error) }, "error");
      message.retry({ delaySeconds: 60 });
    }
  }
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
