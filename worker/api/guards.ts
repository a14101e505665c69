/**
 * Abuse guards for the form endpoints (issue 3): same-site posts only, a
 * per-client per-form rate limit, and optional Cloudflare Turnstile.
 */

/** True when the request's Origin (if any) is this site. Browsers always send Origin on a POST. */
export function sameOrigin(request: Request, siteUrl: string | undefined): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true; // not a browser form post (curl, server-to-server): nothing to forge
  const allowed = new Set([new URL(request.url).origin]);
  if (siteUrl) {
    try {
      allowed.add(new URL(siteUrl).origin);
    } catch {
      // A malformed SITE_URL must not open the door; the request origin still counts.
    }
  }
  return allowed.has(origin);
}

/**
 * Loopback upstream = the local stand-in (scripts/standin.mjs), i.e. a
 * developer's machine or the browser tests, which submit forms many times a
 * minute from 127.0.0.1. The limit protects the college's real script, so it
 * is skipped there (docs/decisions/005-rate-limit-key.md).
 */
export function isLoopbackEndpoint(endpoint: string): boolean {
  try {
    const host = new URL(endpoint).hostname;
    return host === "localhost" || host === "[::1]" || /^127\./.test(host);
  } catch {
    return false;
  }
}

export const RATE_LIMIT_PERIOD_S = 60;

/** Whether this client may submit `form` now; key = client IP + form. */
export async function withinRateLimit(env: Env, request: Request, form: string): Promise<boolean> {
  const limiter = env.FORM_LIMITER;
  if (!limiter) return true;
  const ip = request.headers.get("cf-connecting-ip") ?? "unknown";
  const { success } = await limiter.limit({ key: `${form}:${ip}` });
  return success;
}

export const TURNSTILE_FIELD = "cf-turnstile-response";
export const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/**
 * Turnstile is on when both halves are configured: the site key (a var the
 * pages render the widget with) and the secret (which verifies its tokens).
 * Half a configuration must not lock every visitor out, so it counts as off.
 */
export function turnstileOn(env: Pick<Env, "TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET">): boolean {
  return Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET);
}

/**
 * Where tokens are verified. TURNSTILE_VERIFY_URL exists for the browser
 * tests' fake siteverify and is honoured only on loopback, so a deployed
 * Worker always asks Cloudflare whatever the variable says.
 */
export function siteverifyUrl(override: string | undefined): string {
  return override && isLoopbackEndpoint(override) ? override : SITEVERIFY;
}

/** "missing": no token was sent (the widget never ran); "unavailable": siteverify could not answer. */
export type TurnstileVerdict = "ok" | "missing" | "failed" | "unavailable";

/**
 * Verify a Turnstile token server-side with the secret, the client's
 * address and an idempotency key (the submission id). Cloudflare answers a
 * repeated siteverify with the same key as it answered the first, so a
 * retry of the same submission with the same token is not refused as a
 * token already spent.
 */
export async function verifyTurnstile(
  token: unknown,
  request: Request,
  options: { secret: string; idempotencyKey: string; verifyUrl?: string },
): Promise<TurnstileVerdict> {
  if (typeof token !== "string" || token.length === 0) return "missing";
  if (token.length > 2048) return "failed";
  const body = new FormData();
  body.set("secret", options.secret);
  body.set("response", token);
  body.set("idempotency_key", options.idempotencyKey);
  const ip = request.headers.get("cf-connecting-ip");
  if (ip) body.set("remoteip", ip);
  try {
    const res = await fetch(siteverifyUrl(options.verifyUrl), { method: "POST", body, signal: AbortSignal.timeout(10_000) });
    if (res.status >= 500) return "unavailable";
    const reply = (await res.json()) as { success?: boolean; "error-codes"?: string[] };
    if (reply.success === true) return "ok";
    return reply["error-codes"]?.includes("internal-error") ? "unavailable" : "failed";
  } catch {
    return "unavailable";
  }
}
