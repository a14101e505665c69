/**
 * The form field that carries the Turnstile token: the browser's hidden
 * input (../turnstile-body.tsx, ../turnstile-widget.ts), the submit hook
 * (../use-form-submit.ts) and the Worker's check (worker/api/form-route.ts)
 * all read this name.
 */
export const TURNSTILE_FIELD = "cf-turnstile-response";
