/**
 * Cloudflare Turnstile's service: the widget's script and challenge frame
 * come from here, and tokens are checked here. The widget (../turnstile-widget.ts)
 * and the Worker's CSP and siteverify call (worker/third-party.ts) both read
 * it. A module of its own so only the lazily loaded widget carries it.
 */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
