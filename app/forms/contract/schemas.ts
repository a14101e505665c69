// zod/mini: the same rules and messages at ~1/10 of full zod's browser
// weight (full zod adds ~95 KB gzip to every page with a form).
import * as z from "zod/mini";
import { imageDataUrlType } from "./data-url";
import {
  MAX_LENGTH,
  FILE_MESSAGES,
  MAX_ACADEMIC_PAPERS,
  CONTACT_METHODS,
  INTERESTS,
  CONNECTION_METHODS,
  TIME_SLOTS,
  HOW_HEARD,
} from "./constants";

export * from "./constants";

/**
 * The three forms' rules, written once and used by the browser forms and by
 * the /api validators (worker/api), so both show the same words. Messages are
 * requirements §5's, verbatim; one message per field — the first rule that fails
 * (take it with `fieldErrors`). The browser forms load this module when a
 * visitor first focuses a form (../lazy-schemas.ts); constants and option
 * lists they need at once come from ./constants.ts, re-exported here.
 */

// ── Building blocks ────────────────────────────────────────────────────────
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_10_15 = /^\+?\d{10,15}$/;
const PHONE_7_15 = /^\+?\d{7,15}$/;

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer!`;

/** A required text field: wrong type or blank → `required`; then the length cap. */
function text(required: string, label: string, max: number) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong(label, max)));
}

/** Text that must match `pattern` (blank fails the pattern with the same message). */
function patterned(message: string, pattern: RegExp, max: number) {
  return z.string({ error: message }).check(z.trim(), z.maxLength(max, message), z.regex(pattern, message));
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
export const enquirySchema = z.object({
  name: text("Name is required!", "Name", MAX_LENGTH.name),
  email: z
    .string({ error: "Email is required!" })
    .check(
      z.trim(),
      z.minLength(1, "Email is required!"),
      z.maxLength(MAX_LENGTH.email, "Please enter a valid email address!"),
      z.regex(SIMPLE_EMAIL, "Please enter a valid email address!"),
    ),
  contactNo: z.string({ error: "Contact number is required!" }).check(
    z.trim(),
    z.minLength(1, "Contact number is required!"),
    z.maxLength(MAX_LENGTH.phone, "Please enter a valid contact number (7-15 digits)!"),
    z.refine((v) => PHONE_7_15.test(v.replace(/\s+/g, "")), "Please enter a valid contact number (7-15 digits)!"),
  ),
  message: text("Message is required!", "Message", MAX_LENGTH.message),
});

/** §5 leaves this message garbled; see docs/decisions/001-time-slot-message.md. */
export const TIME_SLOT_MESSAGE = "At least one time slot is required!";

export const visitSchema = z.object({
  fullName: text("Full Name is required!", "Full Name", MAX_LENGTH.name),
  email: patterned("Valid Email Address is required!", SIMPLE_EMAIL, MAX_LENGTH.email),
  phoneNumber: patterned("Valid Phone Number is required!", PHONE_10_15, MAX_LENGTH.phone),
  preferredContactMethod: choices(CONTACT_METHODS, "At least one contact method is required!"),
  interests: choices(INTERESTS, "At least one interest is required!"),
  connectionMethod: z.enum(CONNECTION_METHODS, { error: "Connection method is required!" }),
  preferredDate: z
    .string({ error: "Preferred date is required!" })
    .check(
      z.trim(),
      z.minLength(1, "Preferred date is required!"),
      z.refine(isCalendarDate, "Please choose a valid date!"),
    ),
  preferredTimeSlot: choices(TIME_SLOTS, TIME_SLOT_MESSAGE),
  // Optional: absent or null is kept as "" so every row has the column.
  message: z.pipe(
    z.transform((v: unknown) => v ?? ""),
    z
      .string({ error: tooLong("Message", MAX_LENGTH.message) })
      .check(z.trim(), z.maxLength(MAX_LENGTH.message, tooLong("Message", MAX_LENGTH.message))),
  ),
  howHeard: choices(HOW_HEARD, "Please select how you heard about us!"),
});

export const admissionSchema = z.object({
  email: patterned("Valid email is required!", SIMPLE_EMAIL, MAX_LENGTH.email),
  studentName: text("Student Name is required!", "Student Name", MAX_LENGTH.name),
  contactNumber: patterned("Valid contact number is required!", PHONE_10_15, MAX_LENGTH.phone),
  fathersName: text("Father's Name is required!", "Father's Name", MAX_LENGTH.name),
  mothersName: text("Mother's Name is required!", "Mother's Name", MAX_LENGTH.name),
  presentAddress: text("Present Address is required!", "Present Address", MAX_LENGTH.address),
  permanentAddress: text("Permanent Address is required!", "Permanent Address", MAX_LENGTH.address),
  guardianContactNumber: patterned("Valid guardian contact number is required!", PHONE_10_15, MAX_LENGTH.phone),
  academicPapers: z
    .array(image("At least 1 academic paper file is required!"), {
      error: "At least 1 academic paper file is required!",
    })
    .check(
      z.minLength(1, "At least 1 academic paper file is required!"),
      z.maxLength(MAX_ACADEMIC_PAPERS, FILE_MESSAGES.maxFiles),
    ),
  studentPhoto: image("Student Photo file is required!"),
  transactionInfo: text("Transaction Information is required!", "Transaction Information", MAX_LENGTH.transactionInfo),
  transactionDocument: image("Transaction Document file is required!"),
});

export type EnquiryPayload = z.output<typeof enquirySchema>;
export type VisitPayload = z.output<typeof visitSchema>;
export type AdmissionPayload = z.output<typeof admissionSchema>;
export type EnquiryField = keyof EnquiryPayload;
export type VisitField = keyof VisitPayload;
export type AdmissionField = keyof AdmissionPayload;

export const schemas = { enquiry: enquirySchema, visit: visitSchema, admission: admissionSchema } as const;
export type FormName = keyof typeof schemas;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
