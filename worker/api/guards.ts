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
const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Verify a Turnstile token server-side; only called when TURNSTILE_SECRET is set. */
export async function turnstileOk(secret: string, token: unknown, request: Request): Promise<boolean> {
  if (typeof token !== "string" || token.length === 0 || token.length > 2048) return false;
  const body = new FormData();
  body.set("secret", secret);
  body.set("response", token);
  const ip = request.headers.get("cf-connecting-ip");
  if (ip) body.set("remoteip", ip);
  try {
    const res = await fetch(SITEVERIFY, { method: "POST", body, signal: AbortSignal.timeout(10_000) });
    const reply = (await res.json()) as { success?: boolean };
    return reply.success === true;
  } catch {
    return false;
  }
}
