/**
 * Cloudflare's documented Turnstile testing keys
 * (https://developers.cloudflare.com/turnstile/troubleshooting/testing/).
 * Fine for tests, never for the live site: a testing secret passes any
 * token, and a testing site key's tokens are refused by any real secret.
 * `npm run preflight` refuses both (scripts/preflight-rules.ts).
 */
/** Site keys: always passes, always fails, invisible pass, invisible fail, forced interactive challenge. */
export const TESTING_SITE_KEYS: readonly string[] = [
  "1x00000000000000000000AA",
  "2x00000000000000000000AB",
  "1x00000000000000000000BB",
  "2x00000000000000000000BB",
  "3x00000000000000000000FF",
];
/** Secret keys: always passes, always fails, "token already spent". */
export const TESTING_SECRETS: readonly string[] = [
  "1x0000000000000000000000000000000AA",
  "2x0000000000000000000000000000000AA",
  "3x0000000000000000000000000000000AA",
];
