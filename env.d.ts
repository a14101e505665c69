// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
// They are optional: the relay answers 503 for a form whose endpoint is unset.
interface SecretBindings {
  ENQUIRY_ENDPOINT?: string;
  VISIT_ENDPOINT?: string;
  ADMISSION_ENDPOINT?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /** Tests only: a fake siteverify on loopback (ignored for any other host, worker/api/guards.ts). */
  TURNSTILE_VERIFY_URL?: string;
  /** Hero video (requirements §2.3): a URL the college hosts; unset means the still image only. */
  HERO_VIDEO_URL?: string;
  /** Shared with the college's script (its Script Property RELAY_SECRET); sent in each delivery's body. */
  RELAY_SECRET?: string;
  /** Keys the hashes that keep erased submissions erased (worker/outbox/tombstones.ts); never changed once set. */
  ERASURE_KEY?: string;
  /** Turns on the operator API under /api/admin (Authorization: Bearer <token>). */
  ADMIN_TOKEN?: string;
  /** Outbox tunables, read and checked by worker/config.ts; the defaults suit production. */
  OUTBOX_CONCURRENCY?: string;
  OUTBOX_RETRY_BASE_SECONDS?: string;
  OUTBOX_RETRY_MAX_SECONDS?: string;
  OUTBOX_RETRY_HOURS?: string;
  OUTBOX_RETENTION_DAYS?: string;
  /** How long one delivery attempt waits for the script (20 s while a visitor waits, 60 s in the outbox). */
  UPSTREAM_TIMEOUT_MS?: string;
}
interface Env extends SecretBindings {}
declare namespace Cloudflare {
  interface Env extends SecretBindings {}
}
