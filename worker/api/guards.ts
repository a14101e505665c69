/**
 * Abuse guards for the form endpoints: same-site posts only, a
 * per-client per-form rate limit, and optional Cloudflare Turnstile; and
 * the limit on guesses at ADMIN_TOKEN (the office and its operator API).
 */
import { isLoopbackEndpoint } from "../delivery/loopback";
import { TURNSTILE_SITEVERIFY } from "../third-party";
import { TESTING_SECRETS } from "./turnstile-testing-keys";

/** True when the request's Origin (if any) is this site. Browsers always send Origin on a POST. */
export function sameOrigin(request: Request, siteUrl: string | undefined): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true; // not a browser form post (curl, server-to-server): nothing to forge
  // A malformed SITE_URL must not open the door; the request origin still counts.
  const site = siteUrl ? URL.parse(siteUrl)?.origin : undefined;
  return origin === new URL(request.url).origin || (site !== undefined && origin === site);
}

/**
 * Loopback upstream = the local stand-in (scripts/standin.ts), i.e. a
 * developer's machine or the browser tests, which submit forms many times a
 * minute from 127.0.0.1. The limit protects the college's real script, so it
 * is skipped there (docs/decisions/005-rate-limit-key.md); form-route.ts
 * asks isLoopbackEndpoint (worker/delivery/loopback.ts) before applying it.
 */
export const RATE_LIMIT_PERIOD_S = 60;

/**
 * The rate-limit key of every way in that checks ADMIN_TOKEN (the office's
 * sign-in form and the operator API), so that together they allow one
 * client one set of guesses a minute (withinTokenLimit); and what they
 * answer beyond it.
 */
export const ADMIN_TOKEN_ATTEMPTS = "office-sign-in";
export const TOO_MANY_ATTEMPTS = "Too many attempts. Wait a minute, then try again.";

/**
 * A request addressed to this machine (`npm start`, the tests), by the
 * request's own URL, which a deployed Worker only ever sees with the site's
 * hostname: unlike the visitor's address header, which a zone's settings
 * can remove, nothing a visitor sends makes it true there.
 */
export function fromThisMachine(request: Request): boolean {
  return isLoopbackEndpoint(request.url);
}

/** The limiters whose missing binding has been logged in this isolate. */
const warnedMissing = new Set<string>();

/**
 * A limiter's verdict on `key`. Without its binding every request goes on,
 * and that is logged once per isolate: the callers are only reached where a
 * real deployment is limited, so a missing binding is a deployment mistake.
 */
async function withinLimiter(limiter: RateLimit | undefined, binding: string, key: string, unlimited: string) {
  if (!limiter) {
    if (!warnedMissing.has(binding)) {
      warnedMissing.add(binding);
      console.warn(JSON.stringify({ event: "rate_limit_off", message: `${binding} binding is missing: ${unlimited}` }));
    }
    return true;
  }
  return (await limiter.limit({ key })).success;
}

/**
 * Whether this client may go on now: submit `form`, or try ADMIN_TOKEN
 * (ADMIN_TOKEN_ATTEMPTS). The key is that name plus the client's IPv4
 * address or IPv6 /64 (rateLimitKey). Only called where a real deployment
 * is limited: a form with a non-loopback endpoint, the office's token checks.
 */
export function withinRateLimit(env: Env, request: Request, form: string): Promise<boolean> {
  return withinLimiter(
    env.FORM_LIMITER,
    "FORM_LIMITER",
    rateLimitKey(form, request.headers.get("cf-connecting-ip")),
    "form posts and guesses at ADMIN_TOKEN are not rate limited",
  );
}

/**
 * The second, coarser limit on form posts (FORM_NETWORK_LIMITER, more per
 * period than FORM_LIMITER): per form and per network, the client's IPv6
 * /48 or IPv4 /24 (networkLimitKey). A /48 is what one customer, or one
 * rented server, is commonly given: 65,536 /64s, each a fresh key for the
 * per-client limit. Checked after that limit passes. Without a client
 * address (never so behind Cloudflare, which always sends one) there is no
 * network to count, and the per-client limit's "unknown" key still holds.
 */
export async function withinNetworkLimit(env: Env, request: Request, form: string): Promise<boolean> {
  const ip = request.headers.get("cf-connecting-ip");
  if (ip === null || ip.trim() === "") return true;
  return withinLimiter(
    env.FORM_NETWORK_LIMITER,
    "FORM_NETWORK_LIMITER",
    networkLimitKey(form, ip),
    "form posts are not limited per network",
  );
}

/**
 * Whether this client may try ADMIN_TOKEN now, by any way in: its address
 * (IPv4, or its IPv6 /64) and its network (IPv4 /24, IPv6 /48) each count
 * every try under ADMIN_TOKEN_ATTEMPTS. Nothing the client sends is in the
 * key: a name typed into the sign-in form would give every new name a
 * fresh allowance.
 */
export async function withinTokenLimit(env: Env, request: Request): Promise<boolean> {
  return (
    (await withinRateLimit(env, request, ADMIN_TOKEN_ATTEMPTS)) &&
    (await withinNetworkLimit(env, request, ADMIN_TOKEN_ATTEMPTS))
  );
}

/**
 * `<form>:<network>`: the IPv4 /24 (`198.51.100.0/24`) or the IPv6 /48
 * (`2001:db8:abcd::/48`), parsed and normalised as rateLimitKey does (an
 * IPv4-mapped address counts as IPv4). Anything unparsable keys as itself.
 */
export function networkLimitKey(form: string, ip: string): string {
  const raw = ip.trim();
  const v4 = parseIPv4(raw) ?? mappedIPv4(parseIPv6(raw));
  if (v4) return `${form}:${v4.slice(0, 3).join(".")}.0/24`;
  const v6 = parseIPv6(raw);
  if (!v6) return `${form}:${raw.toLowerCase().slice(0, 64)}`;
  return `${form}:${v6
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(":")}::/48`;
}

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) carries, or null. */
function mappedIPv4(v6: number[] | null): number[] | null {
  if (v6?.[5] !== 0xffff || !v6.slice(0, 5).every((g) => g === 0)) return null;
  return [v6[6]! >> 8, v6[6]! & 0xff, v6[7]! >> 8, v6[7]! & 0xff];
}

/**
 * `<form>:<client>` where client is a dotted IPv4 address, or for IPv6 the
 * /64 prefix (`2001:db8:0:1::/64`): one IPv6 host is given a whole /64 and
 * can rotate through it freely, so its full address is no identity. IPv6 is
 * normalised first (case, `::`, leading zeros, a zone), and an IPv4-mapped
 * address (`::ffff:198.51.100.7`) counts as the IPv4 address it carries.
 * Anything unparsable keys as itself (Cloudflare always sends a valid one).
 */
export function rateLimitKey(form: string, ip: string | null): string {
  if (ip === null || ip.trim() === "") return `${form}:unknown`;
  const raw = ip.trim();
  const v4 = parseIPv4(raw);
  if (v4) return `${form}:${v4.join(".")}`;
  const v6 = parseIPv6(raw);
  if (!v6) return `${form}:${raw.toLowerCase().slice(0, 64)}`;
  const mapped = mappedIPv4(v6);
  if (mapped) return `${form}:${mapped.join(".")}`;
  return `${form}:${v6
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

function parseIPv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/**
 * Eight 16-bit groups, or null. The URL parser checks the address and writes
 * it in hex (a trailing dotted IPv4 part as the last two groups), shortest
 * form; the groups its "::" leaves out are zeros. Only an address's own
 * characters go to it, as it would drop a tab or a line break.
 */
function parseIPv6(text: string): number[] | null {
  const address = text.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const host = /^[\da-f:.]+$/i.test(address) ? URL.parse(`http://[${address}]`)?.hostname : undefined;
  const halves = host?.slice(1, -1).split("::");
  if (!halves) return null;
  const [head = [], rest] = halves.map((half) => (half ? half.split(":") : []));
  const all = rest ? [...head, ...new Array<string>(8 - head.length - rest.length).fill("0"), ...rest] : head;
  return all.map((g) => parseInt(g, 16));
}

/**
 * Where tokens are verified. TURNSTILE_VERIFY_URL exists for the browser
 * tests' fake siteverify and is honoured only on loopback, so a deployed
 * Worker always asks Cloudflare whatever the variable says.
 */
export function siteverifyUrl(override: string | undefined): string {
  return override && isLoopbackEndpoint(override) ? override : TURNSTILE_SITEVERIFY;
}

/** "missing": no token was sent (the widget never ran); "unavailable": siteverify could not answer. */
export type TurnstileVerdict = "ok" | "missing" | "failed" | "unavailable";

/**
 * Verify a Turnstile token server-side with the secret, the client's
 * address and an idempotency key (made from the submission's id and
 * content, submission-binding.ts). Cloudflare answers a repeated siteverify
 * with the same key as it answered the first, so a retry of the same
 * submission with the same token is not refused as a token already spent,
 * and any other submission with that token is. A token solved on another site's page is refused
 * (solvedHere).
 */
export async function verifyTurnstile(
  token: unknown,
  request: Request,
  options: { secret: string; idempotencyKey: string; verifyUrl?: string; siteUrl?: string },
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
    const res = await fetch(siteverifyUrl(options.verifyUrl), {
      method: "POST",
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status >= 500) return "unavailable";
    const reply = (await res.json()) as { success?: boolean; hostname?: unknown; "error-codes"?: string[] };
    if (reply.success === true) return solvedHere(reply.hostname, request, options) ? "ok" : "failed";
    return reply["error-codes"]?.includes("internal-error") ? "unavailable" : "failed";
  } catch {
    return "unavailable";
  }
}

/**
 * Whether siteverify's `hostname` (the page the widget was solved on) is
 * this site. One site key may list several hostnames (a staging site,
 * another of the college's sites), and without this check a token solved on
 * any of them would be good here. Two hostnames count as this site:
 *
 * - SITE_URL's, the public address;
 * - the one this request was sent to. Cloudflare hands a request to this
 *   Worker only for its own hostnames (the custom domain, its workers.dev
 *   address), so this admits a trial on workers.dev and local runs on
 *   127.0.0.1 or localhost, where the visitor's page and this request share
 *   a host, without admitting anyone else's.
 *
 * A success without a hostname is refused: Cloudflare always names it.
 * Cloudflare's testing secrets answer with a fixed hostname whatever the
 * page, so with one of those there is nothing to compare; they pass only
 * the dummy token in any case.
 */
function solvedHere(hostname: unknown, request: Request, options: { secret: string; siteUrl?: string }): boolean {
  if (TESTING_SECRETS.includes(options.secret)) return true;
  if (typeof hostname !== "string" || hostname === "") return false;
  // A malformed SITE_URL adds nothing; the request's own host still counts.
  const ours = [new URL(request.url).hostname, options.siteUrl ? URL.parse(options.siteUrl)?.hostname : undefined];
  return ours.includes(hostname.toLowerCase());
}
