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

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
// A deployment not shared with "Anyone" redirects to Google's sign-in page,
// which answers 200: counting that as delivered would lose the submission.
const SIGN_IN = /^https:\/\/accounts\.google\.com\//;

/**
 * Redirects are followed by hand (not `redirect: "follow"`) so each hop can
 * be checked (sign-in page, loops) and tests can drive the chain. 301/302/303
 * continue as a GET, the way browsers and Apps Script's echo URL expect.
 */
async function attempt(endpoint: string, body: string, signal: AbortSignal): Promise<Attempt> {
  let url = endpoint;
  let init: RequestInit = { method: "POST", headers: { "content-type": "application/json" }, body };
  let res: Response | undefined;
  try {
    for (let hop = 0; ; hop++) {
      res = await fetch(url, { ...init, redirect: "manual", signal });
      const location = res.headers.get("location");
      if (!REDIRECTS.has(res.status) || !location) break;
      await res.body?.cancel();
      if (hop === MAX_REDIRECTS) return { status: res.status, outcome: "http_error" };
      url = new URL(location, url).toString();
      if (SIGN_IN.test(url)) return { status: res.status, outcome: "sign_in" };
      if (res.status !== 307 && res.status !== 308) init = { method: "GET" };
    }
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
    if (!retryable || attempts === 2) break;
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
