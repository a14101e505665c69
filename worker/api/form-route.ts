import type { Context } from "hono";
import { Hono } from "hono";
import { fieldErrors, HONEYPOT_FIELD } from "../../app/forms/schemas";
import { site } from "../../app/content/site";
import type { SuccessMessage } from "../../app/forms/success-messages";
import { bodyKind, parseBody, readCapped, TOO_LARGE, type BodyKind } from "./body";
import { isLoopbackEndpoint, RATE_LIMIT_PERIOD_S, sameOrigin, turnstileOk, TURNSTILE_FIELD, withinRateLimit } from "./guards";
import { relay, UPSTREAM_TIMEOUT_MS } from "./relay";
import { renderResultPage } from "./result-page";

/**
 * One POST endpoint for one form (issue 3). The order matters: cheap
 * refusals first (origin, configuration, content type, rate limit), then the
 * capped body read, the honeypot, Turnstile, the shared schema, and only then
 * the relay. Anything a client can send ends in a 4xx with a message, never
 * a 500.
 */
export interface FormRouteOptions {
  form: "enquiry" | "visit" | "admission";
  /** The shared zod schema from app/forms/schemas.ts (typed structurally: full zod or zod/mini). */
  schema: { safeParse(data: unknown): SafeResult };
  endpoint: (env: Env) => string | undefined;
  /** Largest body accepted, in bytes. */
  bodyCap: number;
  tooLargeMessage: string;
  /** Fields that are lists (repeated names in native posts). */
  lists: readonly string[];
  /** Where the native result page links back to when the Referer is unusable. */
  page: string;
  /** Extra check on the parsed body before validation (e.g. the admission total size). */
  precheck?: (data: Record<string, unknown>) => { status: 413; error: string } | null;
  /** "Enquiry", "Visit request", "Application": page titles say "<noun> not sent". */
  noun: string;
  success: SuccessMessage;
}

type SafeResult =
  | { success: true; data: Record<string, unknown> }
  | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

type Problem = { status: 400 | 403 | 413 | 415 | 429 | 502 | 503; error?: string; errors?: Record<string, string> };

const FAILED = `We could not deliver your form to the college just now, so it has not been received. Please try again in a few minutes, or call us on ${site.phones[0]}.`;

export function formRoute(options: FormRouteOptions) {
  const route = new Hono<{ Bindings: Env }>();
  route.post("/", (c) => handle(c, options));
  return route;
}

function wantsHtml(c: Context, kind: BodyKind | null): boolean {
  if ((c.req.header("accept") ?? "").includes("application/json")) return false;
  return kind === "native";
}

function answer(c: Context<{ Bindings: Env }>, o: FormRouteOptions, kind: BodyKind | null, problem: Problem | { ok: true; id?: string }) {
  const html = wantsHtml(c, kind);
  if ("status" in problem && problem.status === 429) c.header("Retry-After", String(RATE_LIMIT_PERIOD_S));
  if ("ok" in problem) {
    if (!html) return c.json(problem.id ? { ok: true, id: problem.id } : { ok: true }, 200);
    return c.html(renderResultPage({
      ok: true,
      title: o.success.title,
      message: o.success.english,
      nepali: o.success.nepali,
      back: backLink(c, o.page),
    }), 200);
  }
  const body = problem.errors ? { ok: false, errors: problem.errors } : { ok: false, error: problem.error };
  if (!html) return c.json(body, problem.status);
  const message = problem.errors ? "Please correct the following and send the form again:" : (problem.error ?? "");
  const page = renderResultPage({ ok: false, title: `${o.noun} not sent`, message, errors: problem.errors, back: backLink(c, o.page) });
  return c.html(page, problem.status);
}

/** The same-origin page the form was on, else the form's own page. */
function backLink(c: Context, fallback: string): string {
  const referer = c.req.header("referer");
  try {
    if (referer && new URL(referer).origin === new URL(c.req.url).origin) {
      const url = new URL(referer);
      return url.pathname + url.search;
    }
  } catch {
    // fall through
  }
  return fallback;
}

async function handle(c: Context<{ Bindings: Env }>, o: FormRouteOptions) {
  const contentType = c.req.header("content-type") ?? "";
  const kind = bodyKind(contentType);
  const reply = (p: Problem | { ok: true; id?: string }) => answer(c, o, kind, p);

  if (!sameOrigin(c.req.raw, c.env.SITE_URL)) return reply({ status: 403, error: "Forms can only be sent from the college's own website." });
  const endpoint = o.endpoint(c.env);
  if (!endpoint || !/^https?:\/\//.test(endpoint)) {
    return reply({ status: 503, error: `The ${o.noun.toLowerCase()} form is not connected yet. Please call us on ${site.phones[0]} instead.` });
  }
  if (!kind) return reply({ status: 415, error: "Please send the form as JSON, URL-encoded or multipart form data." });
  const local = isLoopbackEndpoint(endpoint);
  if (!local && !(await withinRateLimit(c.env, c.req.raw, o.form))) {
    return reply({ status: 429, error: `Too many submissions from your connection. Please wait a minute and try again.` });
  }

  const bytes = await readCapped(c.req.raw, o.bodyCap);
  if (bytes === TOO_LARGE) return reply({ status: 413, error: o.tooLargeMessage });
  const parsed = await parseBody(bytes, contentType, o.lists);
  if (!parsed.ok) return reply({ status: parsed.status, error: parsed.error });
  const data = parsed.data;

  // A bot filled the hidden field: look successful, relay nothing.
  const honeypot = data[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) return reply({ ok: true });

  const secret = c.env.TURNSTILE_SECRET;
  if (secret && !(await turnstileOk(secret, data[TURNSTILE_FIELD], c.req.raw))) {
    return reply({ status: 403, error: "We could not confirm you are a person. Please complete the check and try again." });
  }

  const tooBig = o.precheck?.(data);
  if (tooBig) return reply(tooBig);
  const result = o.schema.safeParse(data);
  if (!result.success) return reply({ status: 400, errors: fieldErrors(result.error) });

  const timeout = Number((c.env as { UPSTREAM_TIMEOUT_MS?: string }).UPSTREAM_TIMEOUT_MS) || UPSTREAM_TIMEOUT_MS;
  const outcome = await relay({ form: o.form, endpoint, payload: result.data, timeoutMs: timeout });
  if (!outcome.delivered) return reply({ status: 502, error: FAILED });
  return reply({ ok: true, id: outcome.id });
}
