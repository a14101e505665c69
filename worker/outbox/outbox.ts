import { config, type OutboxSettings } from "../config";
import { metered } from "./meter";

/**
 * The outbox's bindings: a D1 database for the state (rows.ts), an R2
 * bucket for what was submitted (payloads.ts) and a queue whose messages
 * wake the delivery (consumer.ts). Without all three the API relays
 * synchronously while the visitor waits.
 */
export interface Outbox {
  db: D1Database;
  /** D1 statements run through `db` so far (each outboxOf() call counts afresh). */
  statements: () => number;
  bucket: R2Bucket;
  queue: Queue<OutboxMessage>;
  settings: OutboxSettings;
  /** ERASURE_KEY, "" when unset: the key of the erased submissions' tombstones (tombstones.ts). */
  erasureKey: string;
}

/**
 * A message names a row and the generation it was sent for; a message
 * whose generation the row has moved past is acknowledged without acting,
 * so re-enqueueing never piles deliveries onto one submission.
 */
export interface OutboxMessage {
  id: string;
  generation: number;
}

/** The outbox for one request or one message: its own statement count. */
export function outboxOf(env: Env): Outbox | null {
  const bindings = env as Partial<Pick<Env, "OUTBOX_DB" | "SUBMISSIONS" | "OUTBOX">>;
  if (!bindings.OUTBOX_DB || !bindings.SUBMISSIONS || !bindings.OUTBOX) return null;
  return {
    ...metered(bindings.OUTBOX_DB),
    bucket: bindings.SUBMISSIONS,
    queue: bindings.OUTBOX as Queue<OutboxMessage>,
    settings: config(env).outbox,
    erasureKey: config(env).erasureKey,
  };
}

/** A queue message's body, if it is one of ours. */
export function messageOf(body: unknown): OutboxMessage | null {
  const { id, generation } = (body ?? {}) as Partial<OutboxMessage>;
  return typeof id === "string" && id && Number.isInteger(generation) ? { id, generation: generation! } : null;
}

/** Seconds before retry number `attempt` (1 = the first retry): 30, 60, 120 … capped at 600. */
export function backoffSeconds(
  attempt: number,
  { retryBaseSeconds, retryMaxSeconds }: Pick<OutboxSettings, "retryBaseSeconds" | "retryMaxSeconds">,
): number {
  const delay = retryBaseSeconds * 2 ** Math.max(0, attempt - 1);
  return Math.ceil(Math.min(delay, retryMaxSeconds));
}
