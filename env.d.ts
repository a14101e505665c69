// Secrets are not in wrangler.toml, so `wrangler types` cannot see them.
// They are optional: the relay answers 503 for a form whose endpoint is unset.
interface SecretBindings {
  ENQUIRY_ENDPOINT?: string;
  VISIT_ENDPOINT?: string;
  ADMISSION_ENDPOINT?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /** Hero video (SPEC §2.3): a URL the college hosts; unset means the still image only. */
  HERO_VIDEO_URL?: string;
}
interface Env extends SecretBindings {}
declare namespace Cloudflare {
  interface Env extends SecretBindings {}
}
