import type { Context } from "hono";
import { site } from "../../app/content/site";
import type { ApiAccepted, ApiInvalid, ApiRefused, ApiReply } from "../../app/forms/contract/reply";
import type { FormName } from "../../app/forms/contract/schemas";
import { takesFiles } from "../../app/forms/contract/fields";
import { successMessages } from "../../app/forms/contract/success-messages";
import { SUBMISSION_ERASED, SUBMISSION_ID_CONFLICT } from "../../app/forms/contract/constants";
import type { LocalSuccess } from "../../app/forms/contract/success-messages.ne";
import { fill } from "../../app/i18n/fill";
import { type Locale, localePath } from "../../app/i18n/locale";
import { nepaliFormWording, nepaliReplies } from "./replies.ne";
import { RATE_LIMIT_PERIOD_S } from "./guards";
import { REFERENCE_NOTE } from "../../app/forms/contract/reference";
import { renderResultPage } from "./result-page";

/**
 * What a form endpoint answers, and in which shape: JSON for the forms'
 * script (an ApiReply, app/forms/contract/reply.ts: `{ ok, id }`,
 * `{ ok: false, errors }` or `{ ok: false, error }`), or, for a native post
 * from a browser without JavaScript, a result page that says the same thing
 * and links back to the form.
 */
export type Problem = { status: 400 | 403 | 409 | 410 | 413 | 415 | 429 | 502 | 503 } & (
  | Omit<ApiInvalid, "ok">
  // `conflict` names the field a 409 is about (the submission id), so the browser knows to make a new one.
  | Omit<ApiRefused, "ok">
);
export type Reply = Problem | ApiAccepted;

/** How a reply is worded for one form, in one language. */
export interface FormWording {
  /** "Enquiry", "Visit request", "Application": page titles say "<noun> not sent". */
  noun: string;
  /** The 413 answer: the body is over the form's cap. */
  tooLargeMessage: string;
  /** The success page: its title, the message, (on English pages) its Nepali translation, and the "received" sentence. */
  success: LocalSuccess;
}

/** An English page's success wording for a form: the English message, its Nepali translation beneath. */
const englishSuccess = (form: FormName): LocalSuccess => ({
  ...successMessages[form],
  message: successMessages[form].english,
});

/** How a reply is worded for one form: where it links back to, and its English words (the Nepali are replies.ne.ts's). */
export interface ReplyWording {
  form: FormName;
  /** Where the result page links back to when the Referer is unusable (an English path; Nepali adds /ne). */
  page: string;
  english: Omit<FormWording, "success">;
}

/** The form's words in one language. */
export const formWords = ({ form, english }: ReplyWording, locale: Locale): FormWording =>
  locale === "ne" ? nepaliFormWording[form] : { ...english, success: englishSuccess(form) };

const phone: string = site.phones[0];

export const MESSAGES = {
  failed: `We could not deliver your form to the college just now, so it has not been received. Please try again in a few minutes, or call us on ${phone}.`,
  unconfirmed: `We could not confirm that the college received your form. Please send it again in a few minutes: if it did arrive, it will not be recorded twice. You can also call us on ${phone}.`,
  notKept: `We could not save your form just now, so it has not been received. Please try again in a few minutes, or call us on ${phone}.`,
  crossSite: "Forms can only be sent from the college's own website.",
  badType: "Please send the form as JSON, URL-encoded or multipart form data.",
  rateLimited: "Too many submissions from your connection. Please wait a minute and try again.",
  notConnected: (noun: string) =>
    `The ${noun.toLowerCase()} form is not connected yet. Please call us on ${phone} instead.`,
  conflict: SUBMISSION_ID_CONFLICT,
  erased: SUBMISSION_ERASED,
  // The body could not be read (./body.ts).
  badJson: "The request body is not valid JSON.",
  notObject: "The request body must be a JSON object.",
  badForm: "The form data could not be read. Please try again.",
};

export type ReplyMessages = typeof MESSAGES;

/** What each Turnstile refusal tells the visitor (docs/decisions/012-turnstile.md). */
export const TURNSTILE_PROBLEMS = {
  missing: {
    status: 403,
    error: `The form's spam check has not finished. It needs JavaScript: please switch JavaScript on if it is off, or wait for the check to finish (reload the page if it does not appear), then send the form again. You can also call us on ${phone}.`,
  },
  failed: {
    status: 403,
    error: "We could not confirm you are a person. Please complete the check again and send the form.",
  },
  unavailable: {
    status: 503,
    error: `We could not run the spam check just now. Please send the form again in a minute, or call us on ${phone}.`,
  },
} as const satisfies Record<string, Problem>;

export type TurnstileProblems = Record<keyof typeof TURNSTILE_PROBLEMS, Problem>;

/** The result page's own words (worker/api/result-page.ts). */
export const englishPageWords = {
  /** `<html lang>`. */
  lang: "en-GB",
  home: "/",
  notSent: "{noun} not sent",
  correct: "Please correct the following and send the form again:",
  yourReference: "Your reference:",
  referenceNote: REFERENCE_NOTE,
  backOk: "Back to the page you came from",
  backFailed: "Back to the form",
  browserBack: "Your browser's Back button returns you to the form with what you typed.",
  /** browserBack for a form with files, which browsers do not keep when going back. */
  browserBackFiles:
    "Your browser's Back button returns you to the form with what you typed; browsers do not keep chosen files, so attach your photos and documents again.",
  /** The address follows as a link. */
  questions: "Questions? Call {phone} or e-mail",
  /** The number in {phone}: site.ts's first, in the page's digits. */
  phone,
};
export type ResultPageWords = typeof englishPageWords;

/** Everything a reply says that is not about one form, per language. */
export interface ReplyLanguage {
  messages: ReplyMessages;
  turnstile: TurnstileProblems;
  page: ResultPageWords;
}

export const replyLanguages: Record<Locale, ReplyLanguage> = {
  en: { messages: MESSAGES, turnstile: TURNSTILE_PROBLEMS, page: englishPageWords },
  ne: nepaliReplies,
};

export function reply(
  c: Context<{ Bindings: Env }>,
  wording: ReplyWording,
  locale: Locale,
  html: boolean,
  answer: Reply,
) {
  if ("status" in answer && answer.status === 429) c.header("Retry-After", String(RATE_LIMIT_PERIOD_S));
  const back = () => backLink(c.req.header("referer"), c.req.url, localePath(wording.page, locale));
  const words = formWords(wording, locale);
  const page = replyLanguages[locale].page;
  if ("ok" in answer) {
    if (!html) {
      const body: ApiReply = answer.id ? { ok: true, id: answer.id } : { ok: true };
      return c.json(body, 200);
    }
    return c.html(
      renderResultPage({
        ok: true,
        title: words.success.title,
        message: words.success.message,
        nepali: words.success.nepali,
        reference: answer.id ? { id: answer.id, received: words.success.received } : undefined,
        back: back(),
        words: page,
      }),
      200,
    );
  }
  const { status } = answer;
  if (!html) {
    const body: ApiReply =
      "errors" in answer
        ? { ok: false, errors: answer.errors }
        : { ok: false, error: answer.error, ...(answer.conflict && { conflict: answer.conflict }) };
    return c.json(body, status);
  }
  const result = renderResultPage({
    ok: false,
    title: fill(page.notSent, { noun: words.noun }),
    ...("errors" in answer ? { message: page.correct, errors: answer.errors } : { message: answer.error }),
    back: back(),
    words: page,
    attachments: takesFiles(wording.form),
  });
  return c.html(result, status);
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
  const here = URL.parse(requestUrl)?.origin;
  const url = URL.parse(referer);
  if (!url || here === undefined || url.origin !== here) return fallback;
  const path = url.pathname + url.search;
  if (!path.startsWith("/") || path.startsWith("//") || URL.parse(path, here)?.origin !== here) return fallback;
  return path;
}
