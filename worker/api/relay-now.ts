import type { FormName } from "../../app/forms/contract/schemas";
import { config } from "../config";
import { kathmanduIso } from "../../app/lib/kathmandu-time";
import { type Attempt, deliver, retryable } from "../delivery/relay";
import { log } from "../log";

/**
 * Without an outbox bound: deliver while the visitor waits, with one more
 * try after a network error, a 5xx or a busy script (the same id, so never
 * a second row).
 */
export async function relayNow(
  env: Env,
  form: FormName,
  endpoint: string,
  data: Record<string, unknown>,
  submissionId: string,
): Promise<Attempt> {
  const { relayTimeoutMs, relaySecret } = config(env);
  const body = { ...data, submissionId, submittedAt: kathmanduIso() };
  const secret = relaySecret || undefined;
  const started = Date.now();
  const deadline = started + relayTimeoutMs;
  let attempts = 1;
  let attempt = await deliver({ endpoint, body, secret, timeoutMs: relayTimeoutMs });
  if (retryable(attempt) && deadline - Date.now() > 1000) {
    attempts += 1;
    await new Promise((resume) => setTimeout(resume, 300));
    attempt = await deliver({ endpoint, body, secret, timeoutMs: deadline - Date.now() });
  }
  log({
    event: "form_relay",
    form,
    id: submissionId,
    outcome: attempt.outcome,
    upstreamStatus: attempt.status,
    attempts,
    durationMs: Date.now() - started,
  });
  return attempt;
}
