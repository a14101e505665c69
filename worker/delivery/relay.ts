/**
 * Delivery to the college's spreadsheet script (requirements §7).
 *
 * Apps Script answers a POST with 302 to an echo URL that returns what
 * `doPost` printed. It cannot set status codes, and for its own failures
 * ("Script function not found", an authorisation prompt, "completed but did
 * not return anything") it answers 200 with an HTML page. So the only proof
 * of delivery is the script's own JSON naming this submission:
 * `{"result":"success","submissionId":"<the id sent>"}`. Anything else is a
 * failed attempt, and the caller (the outbox, or the synchronous fallback)
 * may safely try again with the same id: the script records an id once.
 * A success may also carry the script's warnings about its Google account
 * (warnings.ts), which the attempt passes on, and, answering an erasure,
 * what the script erased of the id (`erased: {rows, files}`), which the
 * attempt passes on for the caller to compare with what it knows.
 */
import type { FormName } from "../../app/forms/contract/schemas";
import { config } from "../config";
import { isSecureUpstream } from "./loopback";
import { type GoogleWarning, warningsOf } from "./warnings";

export type AttemptOutcome =
  | "delivered"
  | "rejected" // JSON {"result":"error"} (or {"ok":false})
  | "busy" // JSON {"result":"error","error":"busy"}: the script's lock was taken
  | "erased" // JSON {"result":"error","error":"erased"}: the script keeps this submission's erasure
  | "unexpected" // a 2xx that is not the script's JSON naming this id (HTML page, other id…)
  | "http_error"
  | "network_error"
  | "timeout"
  | "sign_in"
  | "redirect_refused"; // a redirect the body must not follow (another origin, or plain http)

export interface Attempt {
  outcome: AttemptOutcome;
  /** Last upstream HTTP status; 0 when none arrived (network error, timeout). */
  status: number;
  /** A short description for the office (never field values). */
  detail: string;
  durationMs: number;
  /** On a delivery: what the script warned of, if anything (never a reason to fail it). */
  warnings?: GoogleWarning[];
  /** Answering an erasure: the rows and files the script says it erased of the id, when it says so. */
  erased?: Erased;
}

/** What the script erased of one submission: rows in the sheet, files in Drive. */
export interface Erased {
  rows: number;
  files: number;
}

export interface Delivery {
  endpoint: string;
  /** The submission: the form's fields plus submissionId and submittedAt. */
  body: Record<string, unknown> & { submissionId: string };
  /** RELAY_SECRET, added to the JSON body (the script refuses posts without it). */
  secret?: string;
  /** How long to wait for the script's answer (config.ts: the outbox's, or the synchronous relay's). */
  timeoutMs: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
// A deployment not shared with "Anyone" redirects to Google's sign-in page.
const SIGN_IN = /^https:\/\/accounts\.google\.com\//;

/** One delivery attempt; never throws. */
export async function deliver({ endpoint, body, secret, timeoutMs }: Delivery): Promise<Attempt> {
  const started = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const json = JSON.stringify(secret ? { ...body, relaySecret: secret } : body);
  const result = await post(endpoint, json, body.submissionId, signal);
  return { ...result, durationMs: Date.now() - started };
}

/**
 * Redirects are followed by hand (not `redirect: "follow"`) so each hop can
 * be checked (sign-in page, loops). 301/302/303 continue as a GET without
 * the body, the way browsers and Apps Script's echo URL expect. 307/308 would
 * repeat the POST, body and relay secret included, so they are followed only
 * within the origin the body was already sent to. No hop may leave https
 * (except on loopback, for the local stand-in).
 */
async function post(
  endpoint: string,
  json: string,
  id: string,
  signal: AbortSignal,
): Promise<Omit<Attempt, "durationMs">> {
  let url = endpoint;
  let init: RequestInit = { method: "POST", headers: { "content-type": "application/json" }, body: json };
  let res: Response | undefined;
  const failed = (outcome: AttemptOutcome, status: number, detail: string) => ({ outcome, status, detail });
  // endpointFor already refuses these; checked again so no caller can send the secret in clear.
  if (!isSecureUpstream(endpoint)) return failed("http_error", 0, "the endpoint is not an https URL");
  try {
    for (let hop = 0; ; hop++) {
      res = await fetch(url, { ...init, redirect: "manual", signal });
      const location = res.headers.get("location");
      if (!REDIRECTS.has(res.status) || !location) break;
      await res.body?.cancel();
      if (hop === MAX_REDIRECTS) return failed("http_error", res.status, "too many redirects");
      const next = new URL(location, url);
      if (SIGN_IN.test(next.href))
        return failed("sign_in", res.status, "redirected to a Google sign-in page: share the deployment with Anyone");
      if (!isSecureUpstream(next)) return failed("redirect_refused", res.status, "redirected to a plain-http address");
      const keepsBody = res.status === 307 || res.status === 308;
      if (keepsBody && init.method === "POST" && next.origin !== new URL(url).origin)
        return failed("redirect_refused", res.status, "redirected to another origin with the body");
      if (!keepsBody) init = { method: "GET" };
      url = next.href;
    }
  } catch {
    return signal.aborted ? failed("timeout", 0, "no answer in time") : failed("network_error", 0, "network error");
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    return signal.aborted
      ? failed("timeout", res.status, "no answer in time")
      : failed("network_error", res.status, "network error");
  }
  if (!res.ok) return failed("http_error", res.status, `HTTP ${res.status}`);
  let reply: {
    result?: unknown;
    ok?: unknown;
    error?: unknown;
    submissionId?: unknown;
    warnings?: unknown;
    erased?: unknown;
  } | null = null;
  try {
    reply = JSON.parse(text);
  } catch {
    // Apps Script's own error pages are HTML with status 200.
    return failed("unexpected", res.status, `not JSON: ${describeHtml(text)}`);
  }
  if (!reply || typeof reply !== "object") return failed("unexpected", res.status, "JSON that is not an object");
  if (reply.result === "error" || reply.ok === false) {
    const error = typeof reply.error === "string" ? reply.error.slice(0, 120) : "no reason given";
    const outcome = error === "busy" ? "busy" : error === "erased" ? "erased" : "rejected";
    return failed(outcome, res.status, `script error: ${error}`);
  }
  if (reply.result !== "success") return failed("unexpected", res.status, "JSON without result success");
  if (reply.submissionId !== id) {
    return failed(
      "unexpected",
      res.status,
      reply.submissionId ? "success for another submission id" : "success without the submission id",
    );
  }
  const warnings = warningsOf(reply.warnings);
  const erased = erasedOf(reply.erased);
  return {
    outcome: "delivered",
    status: res.status,
    detail: "recorded",
    ...(warnings.length ? { warnings } : {}),
    ...(erased ? { erased } : {}),
  };
}

/** The script's `erased` counts, if both are whole numbers of at least 0; anything else says nothing. */
function erasedOf(value: unknown): Erased | undefined {
  const { rows, files } = (value ?? {}) as { rows?: unknown; files?: unknown };
  const count = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;
  return count(rows) && count(files) ? { rows: rows as number, files: files as number } : undefined;
}

/** The <title> of an HTML page (Apps Script names its errors there), else its first characters. */
function describeHtml(text: string): string {
  const title = /<title>([^<]{0,100})/i.exec(text)?.[1]?.trim();
  return (title || text.replace(/\s+/g, " ").trim().slice(0, 60) || "empty body").replace(/[^\x20-\x7e]/g, "?");
}

/** Outcomes worth another try right away in the synchronous fallback. */
export function retryable(attempt: Attempt): boolean {
  return (
    attempt.outcome === "network_error" ||
    attempt.outcome === "busy" ||
    (attempt.outcome === "http_error" && attempt.status >= 500)
  );
}

const warnedInsecure = new Set<string>();

/**
 * The script URL configured for `form`, if it is one the relay may post to
 * (isSecureUpstream): an https URL, or plain http on loopback for the local
 * stand-in. Anything else counts as unset, and a configured but refused
 * value is logged once per isolate so the office can tell it from a missing one.
 */
export function endpointFor(env: Env, form: FormName): string | undefined {
  const name = `${form.toUpperCase()}_ENDPOINT`;
  const url = config(env).endpoints[form];
  if (!url) return undefined;
  if (isSecureUpstream(url)) return url;
  if (!warnedInsecure.has(name)) {
    warnedInsecure.add(name);
    console.warn(JSON.stringify({ event: "endpoint_refused", name, message: `${name} is not an https URL` }));
  }
  return undefined;
}
