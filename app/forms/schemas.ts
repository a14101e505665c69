// zod/mini: the same rules and messages at ~1/10 of full zod's browser
// weight (full zod adds ~95 KB gzip to every page with a form).
import * as z from "zod/mini";
import { imageDataUrlType } from "./data-url";

/**
 * The three forms' rules, written once and used by the browser forms and by
 * the /api validators (worker/api), so both show the same words. Messages are
 * SPEC §5's, verbatim; one message per field — the first rule that fails
 * (take it with `fieldErrors`). Keep the exported names stable: the forms
 * import them.
 */

// ── Constants (SPEC §9) ───────────────────────────────────────────────────
/** 5 MB, defined once: the per-file limit and the combined encoded limit. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Combined length of all data URLs sent with one application (SPEC §8). */
export const MAX_TOTAL_ENCODED_BYTES = MAX_FILE_BYTES;
export const MAX_TOTAL_BYTES = MAX_TOTAL_ENCODED_BYTES;
export const MAX_ACADEMIC_PAPERS = 5;
export const MAX_PAPERS = MAX_ACADEMIC_PAPERS;

/** Hidden field a person never fills; a filled one marks a bot (issue 3). */
export const HONEYPOT_FIELD = "website";

/** Text length limits: generous for people, small enough to stop abuse. */
export const MAX_LENGTH = { name: 100, email: 254, phone: 30, address: 300, message: 2000, transactionInfo: 500 } as const;

/** SPEC §8 file and admission messages. */
export const FILE_MESSAGES = {
  fileTooLarge: "Each file must be under 5MB!",
  maxFiles: "Maximum 5 files allowed!",
  totalTooLarge: "Total file size exceeds 5MB limit",
  readFile: (filename: string) => `Failed to read file: ${filename}`,
  readStudentPhoto: "Failed to read student photo",
  readTransactionDocument: "Failed to read transaction document",
} as const;

// ── Visit form options (SPEC §3), the only values accepted ─────────────────
export const CONTACT_METHODS = ["Phone Call", "Email", "WhatsApp", "Viber", "SMS", "Other"] as const;
export const INTERESTS = [
  "BSc (Hons) BCIS",
  "BSc (Hons) Cybersecurity & Networking",
  "Level 3 Diploma in Computing",
  "Level 4 Diploma in Computing",
  "Level 4 with Business Management",
  "Level 5 Diploma in Computing",
  "Level 5 with Business Management",
  "Level 5 with Cyber Security",
  "L3IFDHES",
  "Short Courses in Cyber Security, Artificial Intelligence and Data Science",
  "Full Stack Development with MERN Stack",
] as const;
export const CONNECTION_METHODS = [
  "Schedule a Campus Visit",
  "Request Online Counselling",
  "Request Phone Callback",
  "General Information Only",
] as const;
export const TIME_SLOTS = ["Morning (9 AM – 12 PM)", "Afternoon (12 PM – 3 PM)", "Evening (3 PM – 6 PM)"] as const;
export const HOW_HEARD = [
  "Google / Website",
  "Facebook / Instagram",
  "Friend / Family",
  "School / College",
  "Event / Seminar",
  "Other",
] as const;

/** Fields whose value is a list (native posts repeat the name). */
export const LIST_FIELDS = {
  enquiry: [],
  visit: ["preferredContactMethod", "interests", "preferredTimeSlot", "howHeard"],
  admission: ["academicPapers"],
} as const;
/** Fields that carry image data URLs (files in a native multipart post). */
export const FILE_FIELDS = ["academicPapers", "studentPhoto", "transactionDocument"] as const;

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
  email: z.string({ error: "Email is required!" }).check(
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
  preferredDate: z.string({ error: "Preferred date is required!" }).check(
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
    .array(image("At least 1 academic paper file is required!"), { error: "At least 1 academic paper file is required!" })
    .check(z.minLength(1, "At least 1 academic paper file is required!"), z.maxLength(MAX_ACADEMIC_PAPERS, FILE_MESSAGES.maxFiles)),
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

/** Combined length of every data URL in an admission payload (SPEC §8's "encoded size"). */
export function totalEncodedBytes(payload: { academicPapers?: unknown; studentPhoto?: unknown; transactionDocument?: unknown }): number {
  const files = [...(Array.isArray(payload.academicPapers) ? payload.academicPapers : []), payload.studentPhoto, payload.transactionDocument];
  return files.reduce<number>((sum, f) => sum + (typeof f === "string" ? f.length : 0), 0);
}

/**
 * `{ field: message }` with the first message per field, from a failed
 * `safeParse` result or its error. List items report under the list's name.
 */
type Issues = { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
export function fieldErrors(input: Issues | { success: false; error: Issues } | { success: true }): Record<string, string> {
  // Duck-typed rather than `instanceof z.core.$ZodError`: touching z.core
  // would pull all of zod's core into the browser bundle.
  const error = "issues" in input ? input : "error" in input ? input.error : undefined;
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message;
  }
  return out;
}
