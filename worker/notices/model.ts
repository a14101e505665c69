import * as z from "zod/mini";
import { kathmanduIso } from "../../app/lib/kathmandu-time";
import { NOTICE_CATEGORIES, NOTICE_ID, type Notice, type NoticeFields } from "../../app/notices/model";

/**
 * What the office may write into a notice (requirements §10, "Notices"):
 * the limits, the checks of the operator API's JSON (worker/notices/api.ts)
 * and the JSON it answers. What a notice is and when it is live, which the
 * pages read too, is app/notices/model.ts; the store (store.ts) keeps
 * notices in D1.
 */

/** Longest title, in characters: a line on the board and in the ticker. */
export const TITLE_MAX = 200;
/** Longest body, in characters, per language: a notice, not a document (those are attachments). */
export const BODY_MAX = 20_000;

export const NO_TITLE = "A notice needs a title in English or in Nepali.";
export const END_BEFORE_PUBLISH = "The end time must be after the publish time.";
export const BAD_TIME =
  "Times must be ISO 8601 with a time zone, e.g. 2026-12-01T10:00:00+05:45 (Kathmandu) or 2026-12-01T04:15:00Z.";

/** The largest request a notice's text comes in (the API's JSON, the office's form): two bodies of 20,000 characters at up to 3 bytes each, and the rest. */
export const NOTICE_REQUEST_MAX = 160 * 1024;

const WHOLE_ID = new RegExp(`^${NOTICE_ID}$`);
/** A notice's id as an address writes it, or null. */
export const noticeId = (raw: string) => (WHOLE_ID.test(raw) ? Number(raw) : null);

export const NOTICE_NOT_FOUND = "No notice has this id.";
/** Why an edit made from an older version than the notice's current one changed nothing. */
export const staleEdit = (current: Pick<Notice, "version" | "updatedBy">) =>
  `This notice was changed since the version you edited: it is at version ${current.version} now (by ${current.updatedBy}). Nothing was saved; read it again and make your change on version ${current.version}.`;
export const noSuchVersion = (version: number) => `This notice has no version ${version}.`;

export type NoticeState = "draft" | "scheduled" | "live" | "ended";
export function noticeState(n: Pick<NoticeFields, "publishAt" | "endAt">, now: number): NoticeState {
  if (n.publishAt === null) return "draft";
  if (n.endAt !== null && n.endAt <= now) return "ended";
  return n.publishAt <= now ? "live" : "scheduled";
}

// An explicit zone is required: "10:00" alone could be the office's clock or UTC.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const time = z.nullable(
  z.pipe(
    z.string().check(z.regex(ISO_WITH_ZONE, BAD_TIME)),
    z.transform((value, ctx) => {
      const ms = Date.parse(value);
      if (Number.isNaN(ms)) ctx.issues.push({ code: "custom", message: BAD_TIME, input: value });
      return ms;
    }),
  ),
);
/**
 * The characters XML 1.0 forbids, so one in a title would make the feed and
 * the sitemap unreadable: the control characters but tab and line breaks
 * (word processors paste U+000B and U+000C as their line and page breaks),
 * and U+FFFE and U+FFFF.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused, so the pattern must name them
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
export const controlCharacter = (what: string) =>
  `${what} contains an invisible control character (often a line or page break pasted from a word processor): remove it, or type the break again.`;
const words = (max: number, what: string) =>
  z.pipe(
    z.string().check(
      z.maxLength(max, `${what} is longer than ${max} characters.`),
      z.refine((s) => !NOT_IN_XML.test(s), controlCharacter(what)),
    ),
    z.transform((s) => s.trim()),
  );
/** In a new notice a language left out is empty; in an edit it keeps what it was. */
const bilingual = (max: number, what: string) =>
  z.object({
    en: z.optional(words(max, `The English ${what}`)),
    ne: z.optional(words(max, `The Nepali ${what}`)),
  });

const fieldShape = {
  title: bilingual(TITLE_MAX, "title"),
  body: bilingual(BODY_MAX, "body"),
  category: z.enum(NOTICE_CATEGORIES, `category must be one of ${NOTICE_CATEGORIES.join(", ")}.`),
  publishAt: time,
  endAt: time,
  ticker: z.boolean("ticker must be true or false."),
  popup: z.boolean("popup must be true or false."),
};

const VERSION_NEEDED = "version (the number of the version this edit was made from) is required.";

const creation = z.object({
  ...fieldShape,
  body: z._default(fieldShape.body, {}),
  publishAt: z._default(time, null),
  endAt: z._default(time, null),
  ticker: z._default(fieldShape.ticker, false),
  popup: z._default(fieldShape.popup, false),
});
const change = z.object({
  version: z.int(VERSION_NEEDED).check(z.positive(VERSION_NEEDED)),
  ...z.partial(z.object(fieldShape)).shape,
});

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The notice is not valid.";
  // The messages written here are sentences; zod's own ("Invalid input: …") need the field's name.
  if (issue.message.endsWith(".") || !issue.path.length) return issue.message;
  return `${issue.path.join(".")}: ${issue.message}`;
}

/** The rules every notice meets whoever wrote it: a title in a language, and an end after the start. */
function complete(fields: NoticeFields): string | null {
  if (!fields.title.en && !fields.title.ne) return NO_TITLE;
  if (fields.publishAt !== null && fields.endAt !== null && fields.endAt <= fields.publishAt) return END_BEFORE_PUBLISH;
  return null;
}

/** A new notice from the API's JSON. */
export function parseNotice(input: unknown): Parsed<NoticeFields> {
  const result = creation.safeParse(input);
  if (!result.success) return { ok: false, error: firstIssue(result.error) };
  const { title, body } = result.data;
  const value = {
    ...result.data,
    title: { en: title.en ?? "", ne: title.ne ?? "" },
    body: { en: body.en ?? "", ne: body.ne ?? "" },
  };
  const problem = complete(value);
  return problem ? { ok: false, error: problem } : { ok: true, value };
}

/** The fields an edit names (JSON has no undefined: a field left out is absent). */
const given = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** An edit from the API's JSON: the fields it changes over `current`, and the version it was made from. */
export function parseChange(input: unknown, current: NoticeFields): Parsed<{ fields: NoticeFields; version: number }> {
  const result = change.safeParse(input);
  if (!result.success) return { ok: false, error: firstIssue(result.error) };
  const { version, title, body, ...rest } = result.data;
  const fields: NoticeFields = {
    ...current,
    ...given(rest),
    title: { ...current.title, ...given(title ?? {}) },
    body: { ...current.body, ...given(body ?? {}) },
  };
  const problem = complete(fields);
  return problem ? { ok: false, error: problem } : { ok: true, value: { fields, version } };
}

/** A time as the API writes it: ISO 8601 on Kathmandu's clock. */
export const isoTime = (ms: number | null) => (ms === null ? null : kathmanduIso(new Date(ms)));

/** A notice as the API answers it. */
export function noticeJson(n: Notice, now: number) {
  return {
    id: n.id,
    version: n.version,
    state: noticeState(n, now),
    title: n.title,
    body: n.body,
    category: n.category,
    publishAt: isoTime(n.publishAt),
    endAt: isoTime(n.endAt),
    ticker: n.ticker,
    popup: n.popup,
    createdBy: n.createdBy,
    createdAt: isoTime(n.createdAt),
    updatedBy: n.updatedBy,
    updatedAt: isoTime(n.updatedAt),
  };
}
