import type { Context } from "hono";
import { Hono } from "hono";
import { fieldErrors, HONEYPOT_FIELD } from "../../app/forms/schemas";
import { site } from "../../app/content/site";
import type { SuccessMessage } from "../../app/forms/success-messages";
import { TURNSTILE_FIELD } from "../../app/forms/turnstile";
import { bodyKind, parseBody, readCapped, TOO_LARGE, type BodyKind } from "./body";
import {
  isLoopbackEndpoint,
  RATE_LIMIT_PERIOD_S,
  sameOrigin,
  turnstileOn,
  verifyTurnstile,
  withinRateLimit,
} from "./guards";
import { acceptSubmission, log, outboxOf } from "../outbox/outbox";
import { type Attempt, deliver, endpointFor, kathmanduIso, retryable, UPSTREAM_TIMEOUT_MS } from "../delivery/relay";
import { renderResultPage } from "./result-page";

/**
 * One POST endpoint for one form. The order matters: cheap refusals first
 * (origin, configuration, content type, rate limit), then the capped body
 * read, the honeypot, Turnstile, the shared schema, and only then the
 * submission is kept in the outbox (or, without one, relayed at once).
 * Anything a client can send ends in a 4xx with a message, never a 500.
 *
 * The browser's `submissionId` (a UUID it keeps until success) is the
 * idempotency key: the same id again is answered as the first was, and the
 * college's script records it once.
 */
export interface FormRouteOptions {
  form: "enquiry" | "visit" | "admission";
  /** The shared zod schema from app/forms/schemas.ts (typed structurally: full zod or zod/mini). */
  schema: { safeParse(data: unknown): SafeResult };
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
const UNCONFIRMED = `We could not confirm that the college received your form. Please send it again in a few minutes: if it did arrive, it will not be recorded twice. You can also call us on ${site.phones[0]}.`;
const NOT_KEPT = `We could not save your form just now, so it has not been received. Please try again in a few minutes, or call us on ${site.phones[0]}.`;

/** What each Turnstile refusal tells the visitor (docs/decisions/012-turnstile.md). */
export const TURNSTILE_PROBLEMS = {
  missing: {
    status: 403,
    error: `The form's spam check has not finished. It needs JavaScript: please switch JavaScript on if it is off, or wait for the check to finish (reload the page if it does not appear), then send the form again. You can also call us on ${site.phones[0]}.`,
  },
  failed: {
    status: 403,
    error: "We could not confirm you are a person. Please complete the check again and send the form.",
  },
  unavailable: {
    status: 503,
    error: `We could not run the spam check just now. Please send the form again in a minute, or call us on ${site.phones[0]}.`,
  },
} as const satisfies Record<string, Problem>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The browser's submission id if it is a UUID; otherwise the server makes one. */
export function submissionIdOf(data: Record<string, unknown>): string {
  const given = data.submissionId;
  return typeof given === "string" && UUID.test(given.trim()) ? given.trim().toLowerCase() : crypto.randomUUID();
}

export function formRoute(options: FormRouteOptions) {
  const route = new Hono<{ Bindings: Env }>();
  route.post("/", (c) => handle(c, options));
  return route;
}

function wantsHtml(c: Context, kind: BodyKind | null): boolean {
  if ((c.req.header("accept") ?? "").includes("application/json")) return false;
  return kind === "native";
}

function answer(
  c: Context<{ Bindings: Env }>,
  o: FormRouteOptions,
  kind: BodyKind | null,
  problem: Problem | { ok: true; id?: string },
) {
  const html = wantsHtml(c, kind);
  if ("status" in problem && problem.status === 429) c.header("Retry-After", String(RATE_LIMIT_PERIOD_S));
  if ("ok" in problem) {
    if (!html) return c.json(problem.id ? { ok: true, id: problem.id } : { ok: true }, 200);
    return c.html(
      renderResultPage({
        ok: true,
        title: o.success.title,
        message: o.success.english,
        nepali: o.success.nepali,
        reference: problem.id ? { id: problem.id, received: o.success.received } : undefined,
        back: backLink(c.req.header("referer"), c.req.url, o.page),
      }),
      200,
    );
  }
  const body = problem.errors ? { ok: false, errors: problem.errors } : { ok: false, error: problem.error };
  if (!html) return c.json(body, problem.status);
  const message = problem.errors ? "Please correct the following and send the form again:" : (problem.error ?? "");
  const page = renderResultPage({
    ok: false,
    title: `${o.noun} not sent`,
    message,
    errors: problem.errors,
    back: backLink(c.req.header("referer"), c.req.url, o.page),
  });
  return c.html(page, problem.status);
}

/**
 * The same-origin page the form was on, else the form's own page. The
 * Referer is the client's to write, and this link is printed on our own
 * page, so only a plain local path will do: one starting with a single "/"
 * (a "//host" or "/\host" path is another site to a browser), and no
 * backslash, control character or space anywhere, which URL parsers
 * silently drop or turn into "/".
 */
function backLink(referer: string | undefined, requestUrl: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a back link with control characters is refused, so the pattern must name them
  if (!referer || /[\u0000-\u0020\u007f-\u009f\\]/.test(referer)) return fallback;
  try {
    const here = new URL(requestUrl).origin;
    const url = new URL(referer);
    if (url.origin !== here) return fallback;
    const path = url.pathname + url.search;
    if (!path.startsWith("/") || path.startsWith("//") || new URL(path, here).origin !== here) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

async function handle(c: Context<{ Bindings: Env }>, o: FormRouteOptions) {
  const contentType = c.req.header("content-type") ?? "";
  const kind = bodyKind(contentType);
  const reply = (p: Problem | { ok: true; id?: string }) => answer(c, o, kind, p);

  if (!sameOrigin(c.req.raw, c.env.SITE_URL))
    return reply({ status: 403, error: "Forms can only be sent from the college's own website." });
  const endpoint = endpointFor(c.env, o.form);
  if (!endpoint) {
    return reply({
      status: 503,
      error: `The ${o.noun.toLowerCase()} form is not connected yet. Please call us on ${site.phones[0]} instead.`,
    });
  }
  if (!kind) return reply({ status: 415, error: "Please send the form as JSON, URL-encoded or multipart form data." });
  const local = isLoopbackEndpoint(endpoint);
  if (!local && !(await withinRateLimit(c.env, c.req.raw, o.form))) {
    return reply({
      status: 429,
      error: `Too many submissions from your connection. Please wait a minute and try again.`,
    });
  }

  const bytes = await readCapped(c.req.raw, o.bodyCap);
  if (bytes === TOO_LARGE) return reply({ status: 413, error: o.tooLargeMessage });
  const parsed = await parseBody(bytes, contentType, o.lists);
  if (!parsed.ok) return reply({ status: parsed.status, error: parsed.error });
  const data = parsed.data;

  // A bot filled the hidden field: look successful, relay nothing. The log
  // line counts the trap's catches; it never holds what the bot sent.
  const honeypot = data[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
    log({ event: "form_honeypot", form: o.form });
    return reply({ ok: true });
  }

  const id = submissionIdOf(data);
  if (turnstileOn(c.env)) {
    const verdict = await verifyTurnstile(data[TURNSTILE_FIELD], c.req.raw, {
      secret: c.env.TURNSTILE_SECRET!,
      idempotencyKey: id,
      verifyUrl: c.env.TURNSTILE_VERIFY_URL,
      siteUrl: c.env.SITE_URL,
    });
    if (verdict !== "ok") return reply(TURNSTILE_PROBLEMS[verdict]);
  }

  const tooBig = o.precheck?.(data);
  if (tooBig) return reply(tooBig);
  const result = o.schema.safeParse(data);
  if (!result.success) return reply({ status: 400, errors: fieldErrors(result.error) });

  const outbox = outboxOf(c.env);
  if (outbox) {
    try {
      await acceptSubmission(outbox, { form: o.form, id, data: result.data });
    } catch (error) {
      log(
        { event: "outbox_store_failed", form: o.form, id, message: String((error as Error)?.message ?? error) },
        "error",
      );
      return reply({ status: 503, error: NOT_KEPT });
    }
    return reply({ ok: true, id });
  }
  const attempt = await relayNow(c.env, o.form, endpoint, {
    ...result.data,
    submissionId: id,
    submittedAt: kathmanduIso(),
  });
  if (attempt.outcome === "delivered") return reply({ ok: true, id });
  // Sent but unanswered: it may have been recorded, so do not say it was not.
  const unsure = attempt.outcome === "timeout" || attempt.outcome === "network_error";
  return reply({ status: 502, error: unsure ? UNCONFIRMED : FAILED });
}

/**
 * Without an outbox: deliver while the visitor waits, with one more try
 * after a network error, a 5xx or a busy script (the same id, so never a
 * second row).
 */
async function relayNow(
  env: Env,
  form: string,
  endpoint: string,
  body: Record<string, unknown> & { submissionId: string },
): Promise<Attempt> {
  const timeoutMs = Number((env as { UPSTREAM_TIMEOUT_MS?: string }).UPSTREAM_TIMEOUT_MS) || UPSTREAM_TIMEOUT_MS;
  const started = Date.now();
  const deadline = started + timeoutMs;
  let attempts = 1;
  let attempt = await deliver({ endpoint, body, secret: env.RELAY_SECRET, timeoutMs });
  if (retryable(attempt) && deadline - Date.now() > 1000) {
    attempts += 1;
    await new Promise((resume) => setTimeout(resume, 300));
    attempt = await deliver({ endpoint, body, secret: env.RELAY_SECRET, timeoutMs: deadline - Date.now() });
  }
  log({
    event: "form_relay",
    form,
    id: body.submissionId,
    outcome: attempt.outcome,
    upstreamStatus: attempt.status,
    attempts,
    durationMs: Date.now() - started,
  });
  return attempt;
}
