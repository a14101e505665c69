/**
 * The outbox's tunables, read from Worker variables with safe defaults.
 * Only tests and the benchmark change them; the README lists them.
 */
export interface OutboxSettings {
  /** Deliveries at once in one consumer invocation (the script's executions). */
  concurrency: number;
  /** First retry after this many seconds, doubling… */
  retryBaseSeconds: number;
  /** …up to this many. */
  retryMaxSeconds: number;
  /** Retries continue for this long before the submission is dead-lettered. */
  retryWindowMs: number;
  /** The sweep re-enqueues a pending submission with no activity for this long. */
  staleMs: number;
  /** Delivered submissions are deleted after this many days. */
  retentionDays: number;
  /** Each attempt waits this long for the script's answer. */
  timeoutMs: number;
}

type OutboxVars = Partial<
  Record<
    | "OUTBOX_CONCURRENCY"
    | "OUTBOX_RETRY_BASE_SECONDS"
    | "OUTBOX_RETRY_MAX_SECONDS"
    | "OUTBOX_RETRY_HOURS"
    | "OUTBOX_RETENTION_DAYS"
    | "UPSTREAM_TIMEOUT_MS",
    string
  >
>;

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function outboxSettings(env: OutboxVars): OutboxSettings {
  const retryMaxSeconds = positive(env.OUTBOX_RETRY_MAX_SECONDS, 600);
  return {
    concurrency: Math.max(1, Math.floor(positive(env.OUTBOX_CONCURRENCY, 4))),
    retryBaseSeconds: positive(env.OUTBOX_RETRY_BASE_SECONDS, 30),
    retryMaxSeconds,
    retryWindowMs: positive(env.OUTBOX_RETRY_HOURS, 24) * 3_600_000,
    // Longer than the longest backoff, so a submission waiting for its retry is never re-enqueued.
    staleMs: Math.max(15 * 60_000, retryMaxSeconds * 1000 * 1.5),
    retentionDays: positive(env.OUTBOX_RETENTION_DAYS, 30),
    timeoutMs: positive(env.UPSTREAM_TIMEOUT_MS, 60_000),
  };
}

/** Seconds before retry number `attempt` (1 = the first retry): 30, 60, 120 … capped at 600. */
export function backoffSeconds(
  attempt: number,
  { retryBaseSeconds, retryMaxSeconds }: Pick<OutboxSettings, "retryBaseSeconds" | "retryMaxSeconds">,
): number {
  const delay = retryBaseSeconds * 2 ** Math.max(0, attempt - 1);
  return Math.ceil(Math.min(delay, retryMaxSeconds));
}
