// zod/mini: the same rules and messages at ~1/10 of full zod's browser
// weight (full zod adds ~95 KB gzip to every page with a form).
import * as z from "zod/mini";
import { fill } from "../../i18n/fill";
import { imageDataUrlType } from "./data-url";
import type { FormName, LocalField, LocalFields } from "./fields";
import type { FormMessages } from "./messages";
import { latinDigits, numberIn } from "./digits";
import { CONSENT_GIVEN, MAX_LENGTH } from "./constants";

export type { FormName } from "./fields";

/**
 * The three forms' rules, built from their fields (./fields.ts) and used by
 * the browser forms and by the /api validators (worker/api), so both show
 * the same words: requirements §5's, verbatim, or their Nepali twins. One
 * message per field — the first rule that fails (take it with
 * `fieldErrors`). The browser forms load this module when a visitor first
 * focuses a form (../lazy-schemas.ts) and build it from the fields and
 * messages the root loader sent. Constants, option lists and messages are
 * imported from their own modules (./constants.ts, ./messages.ts), never
 * re-exported here: this module is loaded dynamically, so everything it
 * exports stays in the browser's bundle.
 */

// ── Building blocks ────────────────────────────────────────────────────────
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field: wrong type or blank → `required`; then the length cap. Optional text absent or null is kept as "". */
function text(f: LocalField, tooLong: string) {
  const max = z.maxLength(f.max ?? MAX_LENGTH.message, tooLong);
  if (f.optional)
    return z.pipe(
      z.transform((value: unknown) => value ?? ""),
      z.string({ error: tooLong }).check(z.trim(), max),
    );
  return z.string({ error: f.required }).check(z.trim(), z.minLength(1, f.required), max);
}

/** An e-mail address: blank → `required`; too long or not an address → `invalid` (or `required`). */
function email(f: LocalField) {
  const invalid = f.invalid ?? f.required;
  return z
    .string({ error: f.required })
    .check(
      z.trim(),
      z.minLength(1, f.required),
      z.maxLength(MAX_LENGTH.email, invalid),
      z.regex(SIMPLE_EMAIL, invalid),
    );
}

/** A phone number: Devanagari digits (९८४१…) are read, and delivered, as Latin ones. */
function phone(f: LocalField) {
  const invalid = f.invalid ?? f.required;
  const pattern = new RegExp(`^\\+?\\d{${f.minDigits ?? 10},15}$`);
  return z.string({ error: f.required }).check(
    z.overwrite(latinDigits),
    z.trim(),
    z.minLength(1, f.required),
    z.maxLength(MAX_LENGTH.phone, invalid),
    z.refine((value) => pattern.test(f.spaces ? value.replace(/\s+/g, "") : value), invalid),
  );
}

/** A non-empty list of values from `options`; anything else gets `message`. */
function choices<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.array(z.enum(options, { error: message }), { error: message }).check(
    z.minLength(1, message),
    z.maxLength(options.length, message),
    z.refine((list) => new Set(list).size === list.length, message),
  );
}

function image(message: string) {
  return z.string({ error: message }).check(z.refine((value) => imageDataUrlType(value) !== null, message));
}

// ── The schemas ────────────────────────────────────────────────────────────
/** One field's rule, by its kind, with its words. */
function rule(f: LocalField, m: FormMessages) {
  const tooLong = fill(m.tooLong, { label: f.named ?? f.label, max: numberIn(m, f.max ?? 0) });
  switch (f.kind) {
    case "text":
      return text(f, tooLong);
    case "email":
      return email(f);
    case "tel":
      return phone(f);
    case "date":
      return z
        .string({ error: f.required })
        .check(z.trim(), z.minLength(1, f.required), z.refine(isCalendarDate, f.invalid ?? f.required));
    case "choices":
      return choices(f.options as readonly [string, ...string[]], f.required);
    case "choice":
      return z.enum(f.options as readonly [string, ...string[]], { error: f.required });
    case "files":
      return z
        .array(image(f.required), { error: f.required })
        .check(z.minLength(1, f.required), z.maxLength(f.max ?? 1, m.files.maxFiles));
    case "file":
      return image(f.required);
    case "consent":
      return z.literal(CONSENT_GIVEN, { error: f.required });
  }
}

/**
 * The three forms' schemas with one language's fields and messages
 * (./fields.ts fieldsIn, ./messages.ts or ./messages.ne.ts). The API builds
 * both languages once; the browser builds the page's language from the
 * words the root loader sent.
 */
export function makeSchemas(m: FormMessages, fields: LocalFields) {
  const schema = (form: FormName) =>
    z.object(Object.fromEntries(Object.values<LocalField>(fields[form]).map((f) => [f.name, rule(f, m)])));
  return { enquiry: schema("enquiry"), visit: schema("visit"), admission: schema("admission") } as const;
}

export type Schemas = ReturnType<typeof makeSchemas>;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
