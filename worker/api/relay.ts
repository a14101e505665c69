/**
 * Delivery to the college's spreadsheet script (ENGINEERING.md §3). Apps
 * Script answers a POST with 302 to an echo URL that returns what `doPost`
 * printed, and cannot set status codes, so a 200 whose JSON says
 * `{"result":"error"}` or `{"ok":false}` is a failure too. A submission is
 * reported delivered only after this returns `delivered: true`.
 */
export const UPSTREAM_TIMEOUT_MS = 20_000;

export interface RelayOptions {
  form: string;
  endpoint: string;
  payload: Record<string, unknown>;
  timeoutMs?: number;
}

export interface RelayOutcome {
  delivered: boolean;
  id: string;
  /** Last upstream HTTP status; 0 when none arrived (network error, timeout). */
  status: number;
  outcome: "delivered" | "rejected" | "http_error" | "network_error" | "timeout" | "sign_in";
  attempts: number;
  durationMs: number;
}

/** Now as ISO 8601 in Asia/Kathmandu (UTC+05:45, no daylight saving). */
export function kathmanduIso(now = new Date()): string {
  return new Date(now.getTime() + 345 * 60_000).toISOString().replace("Z", "+05:45");
}

type Attempt = Pick<RelayOutcome, "status" | "outcome">;

async function attempt(endpoint: string, body: string, signal: AbortSignal): Promise<Attempt> {
  let res: Response;
  try {
    // redirect "follow": the 302 to the echo URL becomes a GET, as Apps Script expects.
    res = await fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body, redirect: "follow", signal });
  } catch {
    return { status: 0, outcome: signal.aborted ? "timeout" : "network_error" };
  }
  let text = "";
  try {
    text = await res.text();
  } catch {
    return { status: res.status, outcome: signal.aborted ? "timeout" : "network_error" };
  }
  if (!res.ok) return { status: res.status, outcome: "http_error" };
  // A deployment not shared with "Anyone" lands on Google's sign-in page with a
  // 200: counting that as delivered would lose the submission silently.
  if (/^https:\/\/accounts\.google\.com\//.test(res.url)) return { status: res.status, outcome: "sign_in" };
  try {
    const reply = JSON.parse(text) as { result?: unknown; ok?: unknown } | null;
    if (reply && (reply.result === "error" || reply.ok === false)) return { status: res.status, outcome: "rejected" };
  } catch {
    // A non-JSON 2xx counts as delivered (issue 3).
  }
  return { status: res.status, outcome: "delivered" };
}

/**
 * POST the payload plus `submissionId` and `submittedAt`. One retry after a
 * network error or 5xx, with the SAME submissionId, so the college's script
 * (which skips ids it has recorded) never writes a second row.
 */
export async function relay({ form, endpoint, payload, timeoutMs = UPSTREAM_TIMEOUT_MS }: RelayOptions): Promise<RelayOutcome> {
  const id = crypto.randomUUID();
  const body = JSON.stringify({ ...payload, submissionId: id, submittedAt: kathmanduIso() });
  const started = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  let result: Attempt = { status: 0, outcome: "network_error" };
  let attempts = 0;
  while (attempts < 2 && !signal.aborted) {
    attempts += 1;
    result = await attempt(endpoint, body, signal);
    const retryable = result.outcome === "network_error" || (result.outcome === "http_error" && result.status >= 500);
    if (!retryable) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (signal.aborted && result.outcome !== "delivered") result = { status: result.status, outcome: "timeout" };
  const outcome: RelayOutcome = { ...result, delivered: result.outcome === "delivered", id, attempts, durationMs: Date.now() - started };
  // One line per submission; no field values, so no personal data in logs.
  console.log(
    JSON.stringify({
      event: "form_relay",
      form,
      id,
      outcome: outcome.outcome,
      upstreamStatus: outcome.status,
      attempts,
      durationMs: outcome.durationMs,
    }),
  );
  return outcome;
}
