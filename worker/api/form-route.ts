import type { Context } from "hono";
import { Hono } from "hono";
import { fieldsIn, listFields } from "../../app/forms/contract/fields";
import { nepaliMessages } from "../../app/forms/contract/messages.ne";
import { fieldErrors, HONEYPOT_FIELD, LANGUAGE_FIELD } from "../../app/forms/contract/constants";
import { englishMessages } from "../../app/forms/contract/messages";
import { type FormName, makeSchemas } from "../../app/forms/contract/schemas";
import { type Locale, localeOfPath } from "../../app/i18n/locale";
import { TURNSTILE_FIELD } from "../../app/forms/contract/turnstile-field";
import { isLoopbackEndpoint } from "../delivery/loopback";
import { endpointFor } from "../delivery/relay";
import { errorText, log } from "../log";
import { accept, conflicts, type Submission, submissionOf } from "../outbox/accept";
import { type Outbox, outboxOf } from "../outbox/outbox";
import { checkPrestorageAlert } from "../outbox/alert";
import { type PrestorageKind, recordPrestorage } from "../outbox/prestorage";
import { bodyKind, parseBody, readCapped, TOO_LARGE } from "./body";
import { sameOrigin, verifyTurnstile, withinNetworkLimit, withinRateLimit } from "./guards";
import { relayNow } from "./relay-now";
import { renewedId, turnstileKey } from "./submission-binding";
import { formWords, type Reply, type ReplyMessages, type ReplyWording, reply, replyLanguages } from "./replies";
import { config } from "../config";

/**
 * One POST endpoint for one form. The order matters: cheap refusals first
 * (origin, configuration, content type, rate limit), then the capped body
 * read, the honeypot, the shared schema, an id already kept with other
 * content, Turnstile, and only then the submission is kept in the outbox
 * (or, without one, relayed at once). Anything a client can send ends in a
 * 4xx with a message, never a 500.
 *
 * The browser's `submissionId` (a UUID it keeps until success) is the
 * idempotency key: the same id with the same content is answered as the
 * first was, and the college's script records it once; the same id with
 * other content is answered 409, and the browser sends again under a new
 * one. A post without JavaScript cannot, so the server renews its id, before
 * the Turnstile token is spent (submission-binding.ts): a token is good for
 * one id and one content, and so for one row.
 */
export interface FormRouteOptions extends ReplyWording {
  /** Largest body accepted, in bytes. */
  bodyCap: number;
  /** Extra check on the parsed body before validation: true when it is too large (e.g. the admission total size). */
  tooLarge?: (data: Record<string, unknown>) => boolean;
}

/** The shared schemas (app/forms/contract/schemas.ts) with each language's words, built once. */
const SCHEMAS: Record<Locale, Record<FormName, { safeParse(data: unknown): SafeResult }>> = {
  en: makeSchemas(englishMessages, fieldsIn("en")),
  ne: makeSchemas(nepaliMessages, fieldsIn("ne")),
};

/** What the office's sheet is told about the language the applicant used. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", ne: "Nepali" };

/**
 * The language a form was sent from: its hidden `lang` field once the body
 * is read ("en" when absent), and before that the page in the Referer.
 */
function refererLocale(referer: string | undefined): Locale {
  const url = referer ? URL.parse(referer) : null;
  return url ? localeOfPath(url.pathname) : "en";
}

type SafeResult =
  | { success: true; data: Record<string, unknown> }
  | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The browser's submission id if it is a UUID; otherwise the server makes one. */
export function submissionIdOf(data: Record<string, unknown>): string {
  const given = data.submissionId;
  return typeof given === "string" && UUID.test(given.trim()) ? given.trim().toLowerCase() : crypto.randomUUID();
}

export function formRoute(options: FormRouteOptions) {
  const route = new Hono<{ Bindings: Env }>();
  route.post("/", async (c) => {
    try {
      return await handle(c, options);
    } catch (error) {
      // The API's error handler answers (a 500 with its message); this counts it.
      failedBeforeStorage(c, error instanceof UnreadableBody ? "body_unreadable" : "unexpected_error", options.form);
      throw error;
    }
  });
  return route;
}

/** The body's stream broke while it was read (the connection dropped, the runtime failed): not the visitor's content. */
class UnreadableBody extends Error {
  constructor(cause: unknown) {
    super(`the body could not be read: ${errorText(cause)}`);
  }
}

/**
 * A submission failed before it was kept: recorded by kind in D1 and the
 * alert checked (worker/outbox/prestorage.ts), after the answer, so the
 * visitor's error is not held up. Without the outbox's database there is
 * nowhere to count it; the log line each failure already writes stays.
 */
function failedBeforeStorage(c: Context<{ Bindings: Env }>, kind: PrestorageKind, form: FormName) {
  const db = (c.env as Partial<Pick<Env, "OUTBOX_DB">>).OUTBOX_DB;
  log({ event: "form_failed_before_storage", form, kind }, "warn");
  if (!db) return;
  const now = Date.now();
  const work = recordPrestorage(db, kind, form, now).then(() => checkPrestorageAlert(db, c.env, now));
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (a direct call): the work still runs; nothing waits for it.
  }
}

async function handle(c: Context<{ Bindings: Env }>, o: FormRouteOptions) {
  const contentType = c.req.header("content-type") ?? "";
  const kind = bodyKind(contentType);
  // A native post (no JavaScript) gets a page; the forms' script asks for JSON.
  const html = kind === "native" && !(c.req.header("accept") ?? "").includes("application/json");
  let locale = refererLocale(c.req.header("referer"));
  const answer = (r: Reply) => reply(c, o, locale, html, r);
  const say = () => replyLanguages[locale];

  const settings = config(c.env);
  if (!sameOrigin(c.req.raw, settings.siteUrl)) return answer({ status: 403, error: say().messages.crossSite });
  const endpoint = endpointFor(c.env, o.form);
  if (!endpoint) {
    failedBeforeStorage(c, "not_connected", o.form);
    return answer({ status: 503, error: say().messages.notConnected(formWords(o, locale).noun) });
  }
  if (!kind) return answer({ status: 415, error: say().messages.badType });
  if (
    !isLoopbackEndpoint(endpoint) &&
    !((await withinRateLimit(c.env, c.req.raw, o.form)) && (await withinNetworkLimit(c.env, c.req.raw, o.form)))
  )
    return answer({ status: 429, error: say().messages.rateLimited });

  const bytes = await readCapped(c.req.raw, o.bodyCap).catch((error: unknown) => {
    throw new UnreadableBody(error);
  });
  if (bytes === TOO_LARGE) return answer({ status: 413, error: formWords(o, locale).tooLargeMessage });
  const parsed = await parseBody(bytes, contentType, listFields(o.form));
  // Unreadable, so its `lang` field is too: the Referer's language answers.
  if (!parsed.ok) return answer({ status: parsed.status, error: say().messages[parsed.problem] });
  const data = parsed.data;
  locale = data[LANGUAGE_FIELD] === "ne" ? "ne" : "en";

  // A bot filled the hidden field: look successful, relay nothing. The log
  // line counts the trap's catches; it never holds what the bot sent.
  const honeypot = data[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
    log({ event: "form_honeypot", form: o.form });
    return answer({ ok: true });
  }

  let id = submissionIdOf(data);
  if (o.tooLarge?.(data)) return answer({ status: 413, error: formWords(o, locale).tooLargeMessage });
  const result = SCHEMAS[locale][o.form].safeParse(data);
  if (!result.success) return answer({ status: 400, errors: fieldErrors(result.error) });
  // The office reads every row in English; the row says which language the applicant used.
  const fields = { ...result.data, language: LANGUAGE_NAMES[locale] };

  // Turnstile comes last: its token can be redeemed only once, so anything
  // the visitor must fix first (their fields, an id that needs renewing)
  // is answered, and the id it will be kept under decided, before the
  // token is spent.
  // Hashed once: the conflict check, the token's key and acceptance use the same hash.
  const submission = await submissionOf(o.form, fields);
  const outbox = outboxOf(c.env);
  const keeping = outbox ? { outbox, submission } : null;
  if (keeping && (await idConflict(keeping, id))) {
    if (!html) return answer({ status: 409, error: say().messages.conflict, conflict: "submissionId" });
    id = await renewedId(id, submission.contentHash);
  }
  if (settings.turnstile.on) {
    const verdict = await verifyTurnstile(data[TURNSTILE_FIELD], c.req.raw, {
      secret: settings.turnstile.secret,
      idempotencyKey: await turnstileKey(id, submission.contentHash),
      verifyUrl: settings.turnstile.verifyUrl || undefined,
      siteUrl: settings.siteUrl,
    });
    if (verdict === "unavailable") failedBeforeStorage(c, "turnstile_unavailable", o.form);
    if (verdict !== "ok") return answer(say().turnstile[verdict]);
  }
  const messages = say().messages;
  const outcome = keeping
    ? await keep(keeping, id, html, messages)
    : await relayWhileWaiting(c.env, o.form, endpoint, id, fields, messages);
  if ("status" in outcome && outcome.status >= 500)
    failedBeforeStorage(c, keeping ? "store_failed" : "relay_failed", o.form);
  return answer(outcome);
}

interface Keeping {
  outbox: Outbox;
  submission: Submission;
}

/** Whether the outbox already keeps this id with other content (a failure to read says no: acceptance decides). */
async function idConflict({ outbox, submission }: Keeping, id: string) {
  try {
    return await conflicts(outbox, id, submission);
  } catch {
    return false;
  }
}

/** Without an outbox: relay while the visitor waits, and say only what the script confirmed. */
async function relayWhileWaiting(
  env: Env,
  form: FormName,
  endpoint: string,
  id: string,
  data: Record<string, unknown>,
  messages: ReplyMessages,
): Promise<Reply> {
  const attempt = await relayNow(env, form, endpoint, data, id);
  if (attempt.outcome === "delivered") return { ok: true, id };
  // Sent but unanswered: it may have been recorded, so do not say it was not.
  const unsure = attempt.outcome === "timeout" || attempt.outcome === "network_error";
  return { status: 502, error: unsure ? messages.unconfirmed : messages.failed };
}

/** Keep the submission in the outbox. */
async function keep(
  { outbox, submission }: Keeping,
  id: string,
  native: boolean,
  messages: ReplyMessages,
): Promise<Reply> {
  try {
    const kept = await accept(outbox, id, submission);
    if (kept === "erased") return { status: 410, error: messages.erased };
    if (kept !== "conflict") return { ok: true, id };
    // A page without JavaScript cannot make a new id itself: the server
    // renews it, and the result page shows it as the reference. (The check
    // before the token renewed it already unless that read failed.) Renewed
    // from the id and the content, never at random: the same post, token
    // and all, sent again comes back to this id, not to another new row.
    if (!native) return { status: 409, error: messages.conflict, conflict: "submissionId" };
    const renewed = await renewedId(id, submission.contentHash);
    const again = await accept(outbox, renewed, submission);
    if (again === "erased") return { status: 410, error: messages.erased };
    return again !== "conflict" ? { ok: true, id: renewed } : { status: 503, error: messages.notKept };
  } catch (error) {
    log({ event: "outbox_store_failed", form: submission.form, id, message: errorText(error) }, "error");
    return { status: 503, error: messages.notKept };
  }
}
