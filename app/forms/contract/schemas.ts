// zod/mini: the same rules and messages at ~1/10 of full zod's browser
// weight (full zod adds ~95 KB gzip to every page with a form).
import * as z from "zod/mini";
import { imageDataUrlType } from "./data-url";
import { type FormMessages, fill, latinDigits, numberIn } from "./messages";
import {
  MAX_LENGTH,
  MAX_ACADEMIC_PAPERS,
  CONTACT_METHODS,
  INTERESTS,
  CONNECTION_METHODS,
  TIME_SLOTS,
  HOW_HEARD,
  CONSENT_GIVEN,
} from "./constants";

export * from "./constants";
export * from "./messages";

/**
 * The three forms' rules, written once and used by the browser forms and by
 * the /api validators (worker/api), so both show the same words. Messages are
 * requirements §5's, verbatim, or their Nepali twins (./messages.ts); one message per field — the first rule that fails
 * (take it with `fieldErrors`). The browser forms load this module when a
 * visitor first focuses a form (../lazy-schemas.ts); constants and option
 * lists they need at once come from ./constants.ts, re-exported here.
 */

// ── Building blocks ────────────────────────────────────────────────────────
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_10_15 = /^\+?\d{10,15}$/;
const PHONE_7_15 = /^\+?\d{7,15}$/;

/** A required text field: wrong type or blank → `required`; then the length cap. */
function text(required: string, tooLong: string, max: number) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
}

/** Text that must match `pattern` (blank fails the pattern with the same message). */
function patterned(message: string, pattern: RegExp, max: number) {
  return z.string({ error: message }).check(z.trim(), z.maxLength(max, message), z.regex(pattern, message));
}

/** A phone number: Devanagari digits (९८४१…) are read, and delivered, as Latin ones. */
function phone(message: string, pattern: RegExp) {
  return z
    .string({ error: message })
    .check(z.overwrite(latinDigits), z.trim(), z.maxLength(MAX_LENGTH.phone, message), z.regex(pattern, message));
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
/**
 * The three forms' schemas with `m`'s messages (./messages.ts in English,
 * ./messages.ne.ts in Nepali). The API builds both languages once; the
 * browser builds the page's language from the words the root loader sent.
 */
export function makeSchemas(m: FormMessages) {
  const tooLong = (label: keyof FormMessages["labels"], max: number) =>
    fill(m.tooLong, { label: m.labels[label], max: numberIn(m, max) });
  const e = m.enquiry;
  const v = m.visit;
  const a = m.admission;

  const enquiry = z.object({
    name: text(e.nameRequired, tooLong("name", MAX_LENGTH.name), MAX_LENGTH.name),
    email: z
      .string({ error: e.emailRequired })
      .check(
        z.trim(),
        z.minLength(1, e.emailRequired),
        z.maxLength(MAX_LENGTH.email, e.emailInvalid),
        z.regex(SIMPLE_EMAIL, e.emailInvalid),
      ),
    // Spaces are allowed between digits (they reach the college as typed, in Latin digits).
    contactNo: z.string({ error: e.contactRequired }).check(
      z.overwrite(latinDigits),
      z.trim(),
      z.minLength(1, e.contactRequired),
      z.maxLength(MAX_LENGTH.phone, e.contactInvalid),
      z.refine((value) => PHONE_7_15.test(value.replace(/\s+/g, "")), e.contactInvalid),
    ),
    message: text(e.messageRequired, tooLong("message", MAX_LENGTH.message), MAX_LENGTH.message),
  });

  const visit = z.object({
    fullName: text(v.fullName, tooLong("fullName", MAX_LENGTH.name), MAX_LENGTH.name),
    email: patterned(v.email, SIMPLE_EMAIL, MAX_LENGTH.email),
    phoneNumber: phone(v.phoneNumber, PHONE_10_15),
    preferredContactMethod: choices(CONTACT_METHODS, v.contactMethod),
    interests: choices(INTERESTS, v.interest),
    connectionMethod: z.enum(CONNECTION_METHODS, { error: v.connectionMethod }),
    preferredDate: z
      .string({ error: v.dateRequired })
      .check(z.trim(), z.minLength(1, v.dateRequired), z.refine(isCalendarDate, v.dateInvalid)),
    preferredTimeSlot: choices(TIME_SLOTS, v.timeSlot),
    // Optional: absent or null is kept as "" so every row has the column.
    message: z.pipe(
      z.transform((value: unknown) => value ?? ""),
      z
        .string({ error: tooLong("message", MAX_LENGTH.message) })
        .check(z.trim(), z.maxLength(MAX_LENGTH.message, tooLong("message", MAX_LENGTH.message))),
    ),
    howHeard: choices(HOW_HEARD, v.howHeard),
  });

  const admission = z.object({
    email: patterned(a.email, SIMPLE_EMAIL, MAX_LENGTH.email),
    studentName: text(a.studentName, tooLong("studentName", MAX_LENGTH.name), MAX_LENGTH.name),
    contactNumber: phone(a.contactNumber, PHONE_10_15),
    fathersName: text(a.fathersName, tooLong("fathersName", MAX_LENGTH.name), MAX_LENGTH.name),
    mothersName: text(a.mothersName, tooLong("mothersName", MAX_LENGTH.name), MAX_LENGTH.name),
    presentAddress: text(a.presentAddress, tooLong("presentAddress", MAX_LENGTH.address), MAX_LENGTH.address),
    permanentAddress: text(a.permanentAddress, tooLong("permanentAddress", MAX_LENGTH.address), MAX_LENGTH.address),
    guardianContactNumber: phone(a.guardianContactNumber, PHONE_10_15),
    academicPapers: z
      .array(image(a.academicPapers), { error: a.academicPapers })
      .check(z.minLength(1, a.academicPapers), z.maxLength(MAX_ACADEMIC_PAPERS, m.files.maxFiles)),
    studentPhoto: image(a.studentPhoto),
    transactionInfo: text(
      a.transactionInfo,
      tooLong("transactionInfo", MAX_LENGTH.transactionInfo),
      MAX_LENGTH.transactionInfo,
    ),
    transactionDocument: image(a.transactionDocument),
    // The consent box: a ticked checkbox posts its value, CONSENT_GIVEN; an unticked one posts nothing.
    consent: z.literal(CONSENT_GIVEN, { error: a.consent }),
  });

  return { enquiry, visit, admission } as const;
}

export type Schemas = ReturnType<typeof makeSchemas>;
export type FormName = keyof Schemas;

export type EnquiryPayload = z.output<Schemas["enquiry"]>;
export type VisitPayload = z.output<Schemas["visit"]>;
export type AdmissionPayload = z.output<Schemas["admission"]>;
export type EnquiryField = keyof EnquiryPayload;
export type VisitField = keyof VisitPayload;
export type AdmissionField = keyof AdmissionPayload;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
