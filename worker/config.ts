import * as z from "zod/mini";
import type { FormName } from "../app/forms/contract/schemas";
import { isLoopbackEndpoint } from "./delivery/loopback";
import { DEFAULT_RETENTION_DAYS } from "../app/forms/contract/constants";

/**
 * Every setting the Worker reads from its environment, validated and typed
 * in one place. Read a setting through `config(env)`, never `env.NAME`:
 * the string a variable holds is parsed here once per env object, and a
 * malformed number falls back to its default rather than taking the site
 * down (the "Settings" table in docs/going-live.md lists what each one does).
 *
 * Bindings (R2, D1, queues, the rate limiter) are objects, not settings, and
 * are read from `env` where they are used. The "Settings" table in
 * docs/going-live.md says what each variable is for.
 */
const positive = (fallback: number) =>
  z.catch(
    z
      .pipe(
        z.union([z.string(), z.number(), z.undefined()]),
        z.transform((value) => Number(value)),
      )
      .check(z.refine((n) => Number.isFinite(n) && n > 0)),
    fallback,
  );
const text = z.catch(
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value ?? "").trim()),
  ),
  "",
);

/** Something, "@", something with a dot: enough to tell an address from a mistake. */
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const schema = z.object({
  SITE_URL: z.catch(z.string(), "https://www.mbc.edu.np"),
  MAINTENANCE_MODE: text,
  ENQUIRY_ENDPOINT: text,
  VISIT_ENDPOINT: text,
  ADMISSION_ENDPOINT: text,
  RELAY_SECRET: text,
  ADMIN_TOKEN: text,
  ERASURE_KEY: text,
  TURNSTILE_SITE_KEY: text,
  TURNSTILE_SECRET: text,
  TURNSTILE_VERIFY_URL: text,
  HERO_VIDEO_URL: text,
  NEPALI_VERSION: text,
  ALERT_EMAIL_TO: text,
  ALERT_EMAIL_FROM: text,
  ACCESS_TEAM_DOMAIN: text,
  ACCESS_AUD: text,
  ACCESS_CERTS_URL: text,
  OUTBOX_CONCURRENCY: positive(4),
  OUTBOX_RETRY_BASE_SECONDS: positive(30),
  OUTBOX_RETRY_MAX_SECONDS: positive(600),
  OUTBOX_RETRY_HOURS: positive(24),
  OUTBOX_RETENTION_DAYS: positive(DEFAULT_RETENTION_DAYS),
  // 0 (unset): each path uses its own default below.
  UPSTREAM_TIMEOUT_MS: positive(0),
});

/** The name of every setting the Worker reads (the "Settings" table in docs/going-live.md lists each). */
export const SETTING_NAMES = Object.keys(schema.shape);

/**
 * Cloudflare Access in front of /office: the team's domain
 * (`<team>.cloudflareaccess.com`), which is also the tokens' issuer, and the
 * application's audience tag. Its public keys are published at
 * `certsUrl`; ACCESS_CERTS_URL replaces that address only when it is on
 * loopback (the browser tests serve their own keys), so a deployed Worker
 * always reads the team's own keys whatever the variable says.
 */
export interface AccessSettings {
  issuer: string;
  audience: string;
  certsUrl: string;
}

const cache = new WeakMap<object, Config>();

export function config(env: object): Config {
  const found = cache.get(env) ?? read(env);
  cache.set(env, found);
  return found;
}

/** ADMIN_TOKEN's least length: 32 characters, the shortest docs/going-live.md's "long random value" may be. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

/** Every setting, typed: the shape of what read() makes of the environment. */
export type Config = ReturnType<typeof read>;
export type OutboxSettings = Config["outbox"];

function read(env: object) {
  const vars = schema.parse(env);
  const access = accessSettings(vars.ACCESS_TEAM_DOMAIN, vars.ACCESS_AUD, vars.ACCESS_CERTS_URL);
  const timeout = vars.UPSTREAM_TIMEOUT_MS;
  const timeoutMs = timeout || 60_000;
  return {
    siteUrl: vars.SITE_URL,
    /** MAINTENANCE_MODE="on": the deploy-time override; the office's switch is in maintenance.ts, which reads both. */
    maintenance: vars.MAINTENANCE_MODE === "on",
    endpoints: {
      enquiry: vars.ENQUIRY_ENDPOINT,
      visit: vars.VISIT_ENDPOINT,
      admission: vars.ADMISSION_ENDPOINT,
    } satisfies Record<FormName, string>,
    /** Shared with the college's script, sent in each delivery's body. */
    relaySecret: vars.RELAY_SECRET,
    /**
     * Turns on the operator API under /api/admin, and the office's token
     * sign-in; empty means off. A token shorter than ADMIN_TOKEN_MIN_LENGTH
     * counts as unset: it is a guessable password, not a secret.
     */
    adminToken: vars.ADMIN_TOKEN.length >= ADMIN_TOKEN_MIN_LENGTH ? vars.ADMIN_TOKEN : "",
    /**
     * The key of the hashes that keep erased submissions erased
     * (outbox/tombstones.ts); empty means unset, and then nothing can be
     * erased. Shorter than ADMIN_TOKEN_MIN_LENGTH counts as unset, like ADMIN_TOKEN.
     */
    erasureKey: vars.ERASURE_KEY.length >= ADMIN_TOKEN_MIN_LENGTH ? vars.ERASURE_KEY : "",
    /** Sign-in to /office through Cloudflare Access; null unless both its settings are given and valid. */
    access: typeof access === "string" ? null : access,
    /**
     * Why the Access settings cannot be used, when some ACCESS_* setting is
     * given but the pair is missing or malformed; "" otherwise. The office then
     * fails closed (503), never falling back to the token form: a half-set
     * Access is a mistake, not a choice of the token.
     */
    accessProblem: typeof access === "string" ? access : "",
    /**
     * Cloudflare Turnstile, on only when both halves are set: the site key
     * the pages render the widget with, and the secret that verifies its
     * tokens (half a configuration must not lock every visitor out).
     * `verifyUrl` is the tests' fake siteverify, honoured only on loopback.
     */
    turnstile: {
      on: Boolean(vars.TURNSTILE_SITE_KEY && vars.TURNSTILE_SECRET),
      siteKey: vars.TURNSTILE_SITE_KEY,
      secret: vars.TURNSTILE_SECRET,
      verifyUrl: vars.TURNSTILE_VERIFY_URL,
    },
    /**
     * The hero video the college hosts (docs/going-live.md, "A hero video"); "" (unset, or "none") means the
     * still image only, so no page depends on someone else's file.
     */
    heroVideoUrl: vars.HERO_VIDEO_URL === "none" ? "" : vars.HERO_VIDEO_URL,
    /**
     * The Nepali version under /ne/ (NEPALI_VERSION="on"). Off until the
     * college has reviewed its text: then /ne/ answers 404 and no page offers it.
     */
    nepali: vars.NEPALI_VERSION === "on",
    /**
     * The office's alert e-mail when delivery stalls (worker/outbox/alert.ts),
     * sent through the ALERT_EMAIL binding (Cloudflare Email Routing). On only
     * when both addresses look like addresses: half a configuration sends nothing.
     */
    alert: {
      on: ADDRESS.test(vars.ALERT_EMAIL_TO) && ADDRESS.test(vars.ALERT_EMAIL_FROM),
      to: vars.ALERT_EMAIL_TO,
      from: vars.ALERT_EMAIL_FROM,
    },
    /** How long the synchronous relay (no outbox bound) waits for the script. */
    // A visitor is waiting: a third of the outbox's patience.
    relayTimeoutMs: timeout || 20_000,
    outbox: {
      /** Deliveries at once in one consumer invocation (the script's executions). */
      concurrency: Math.max(1, Math.floor(vars.OUTBOX_CONCURRENCY)),
      /** First retry after this many seconds, doubling… */
      retryBaseSeconds: vars.OUTBOX_RETRY_BASE_SECONDS,
      /** …up to this many. */
      retryMaxSeconds: vars.OUTBOX_RETRY_MAX_SECONDS,
      /** Retries continue for this long before the submission is marked failed. */
      retryWindowMs: vars.OUTBOX_RETRY_HOURS * 3_600_000,
      /**
       * A pending row this long past its due time has lost its queue message (a
       * local restart, a message the queue dropped): the sweep sends a new one.
       * Longer than the longest backoff, so a row waiting for its retry is left alone.
       */
      overdueMs: Math.max(15 * 60_000, vars.OUTBOX_RETRY_MAX_SECONDS * 1000 * 1.5),
      /** Delivered submissions are deleted after this many days. */
      retentionDays: vars.OUTBOX_RETENTION_DAYS,
      /** Each delivery attempt waits this long for the script's answer. */
      timeoutMs,
      /** A delivery's claim on its row lapses after this long (the attempt's timeout and a margin). */
      leaseMs: timeoutMs + 30_000,
    },
  };
}

/** An Access application's AUD tag: 64 hexadecimal digits. */
const AUD_TAG = /^[0-9a-f]{64}$/;

/**
 * The Access settings; null when no ACCESS_* setting is given; or, when
 * some is given but the pair is not usable, why (a sentence for the log).
 * "myteam", "myteam.cloudflareaccess.com" or its https:// URL all name the same team.
 */
export function accessSettings(
  teamDomain: string,
  audience: string,
  certsOverride: string,
): AccessSettings | string | null {
  if (!teamDomain && !audience && !certsOverride) return null;
  const host = teamDomain
    .replace(/^https:\/\//i, "")
    .replace(/\/+$/, "")
    .toLowerCase();
  if (!host) return "ACCESS_TEAM_DOMAIN is not set";
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host))
    return "ACCESS_TEAM_DOMAIN is not a team name or a host name (<team>.cloudflareaccess.com)";
  if (!audience) return "ACCESS_AUD is not set";
  if (!AUD_TAG.test(audience.toLowerCase()))
    return "ACCESS_AUD is not an application's AUD tag (64 hexadecimal digits)";
  const issuer = `https://${host.includes(".") ? host : `${host}.cloudflareaccess.com`}`;
  return {
    issuer,
    audience: audience.toLowerCase(),
    certsUrl: certsOverride && isLoopbackEndpoint(certsOverride) ? certsOverride : `${issuer}/cdn-cgi/access/certs`,
  };
}
