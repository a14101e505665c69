/**
 * The forms' constants, option lists and message helpers, without zod: the
 * browser forms import these at once and load the zod schemas
 * (./schemas.ts) only when a visitor starts filling a form in, which keeps
 * validation code off every page's first load. The rules themselves live in
 * ./schemas.ts, shared with the /api validators.
 */

import type { ProgrammeSlug } from "~/content/programmes/names";

// ── Constants (requirements §9) ───────────────────────────────────────────────────
/** 5 MB, defined once: the per-file limit and the combined encoded limit. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Combined length of all data URLs sent with one application (requirements §8). */
export const MAX_TOTAL_ENCODED_BYTES = MAX_FILE_BYTES;
export const MAX_TOTAL_BYTES = MAX_TOTAL_ENCODED_BYTES;
export const MAX_ACADEMIC_PAPERS = 5;
export const MAX_PAPERS = MAX_ACADEMIC_PAPERS;

/**
 * Hidden field a person never fills; a filled one marks a bot. The name
 * means nothing on purpose: browsers' autofill guesses a field's purpose
 * from tokens in its name ("website", "url", "company", "name", "email",
 * "phone", "address"…) and would fill a trap named like one for a person,
 * whose form would then be silently dropped.
 */
export const HONEYPOT_FIELD = "zkv7r";

/**
 * The hidden field naming the language of the page a form was sent from
 * ("en" or "ne"; English when absent): the API answers in it, and the row
 * the college receives says which language the applicant used.
 */
export const LANGUAGE_FIELD = "lang";

/** The field carrying a submission's id: the idempotency key from the browser to the sheet. */
export const SUBMISSION_ID_FIELD = "submissionId";

/**
 * The API's 409 message when a submission id arrives again with different
 * content, with `conflict: SUBMISSION_ID_FIELD` in the JSON. The browser then
 * sends the form once more under a new id and shows this while it does, so
 * a visitor sees it only in that moment (or if that second send conflicts too).
 */
export const SUBMISSION_ID_CONFLICT =
  "This form changed after it was first sent, so it is being sent again as a new submission.";

/**
 * The API's 410 message for a submission whose id was erased at the
 * sender's request (worker/outbox/tombstones.ts): the same form sent again
 * is never kept. "Clear form" gives the form a new id.
 */
export const SUBMISSION_ERASED =
  "This form was erased from the college's records at the sender's request, so it cannot be sent again. To send a new one, clear the form and fill it in afresh.";

/** Text length limits: generous for people, small enough to stop abuse. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  address: 300,
  message: 2000,
  transactionInfo: 500,
} as const;

// ── Visit form options (requirements §3), the only values accepted ─────────────────
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
/**
 * The visit form's interest that names each programme (the short courses
 * share one), for a link that arrives with its programme ticked
 * (?programme=<slug>, PROGRAMME_PARAM).
 */
export const PROGRAMME_INTEREST = {
  "business-computing": "BSc (Hons) BCIS",
  "bsc-cybersecurity": "BSc (Hons) Cybersecurity & Networking",
  l3dc: "Level 3 Diploma in Computing",
  l4dc: "Level 4 Diploma in Computing",
  "l4dc-bm": "Level 4 with Business Management",
  l5dc: "Level 5 Diploma in Computing",
  "l5dc-bm": "Level 5 with Business Management",
  "l5dc-cs": "Level 5 with Cyber Security",
  l3ifdhes: "L3IFDHES",
  "cyber-security-short": "Short Courses in Cyber Security, Artificial Intelligence and Data Science",
  "artificial-intelligence": "Short Courses in Cyber Security, Artificial Intelligence and Data Science",
  "data-science": "Short Courses in Cyber Security, Artificial Intelligence and Data Science",
  "full-stack": "Full Stack Development with MERN Stack",
} as const satisfies Record<ProgrammeSlug, (typeof INTERESTS)[number]>;
/** The query parameter naming a programme: the visit form ticks it, the enquiry form begins its message with it. */
export const PROGRAMME_PARAM = "programme";
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

/** Days a form's draft is kept in the browser after its last edit (requirements §11). */
export const DRAFT_LIFETIME_DAYS = 7;

/**
 * Days a delivered submission (its outbox row and documents) is kept before
 * the sweep deletes it, unless OUTBOX_RETENTION_DAYS says otherwise
 * (requirements §10, §11; the privacy notice states it).
 */
export const DEFAULT_RETENTION_DAYS = 30;

/**
 * The admission form's consent box's value when ticked: what the API
 * requires and the college's sheet records in its Consent column (beside
 * the time the application was submitted).
 */
export const CONSENT_GIVEN = "yes";

/** The three forms, as /api/<form> and the office name them. */
export const FORM_NAMES = ["enquiry", "visit", "admission"] as const;

/** Combined length of every data URL in an admission payload (requirements §8's "encoded size"). */
export function totalEncodedBytes(payload: {
  academicPapers?: unknown;
  studentPhoto?: unknown;
  transactionDocument?: unknown;
}): number {
  const files = [
    ...(Array.isArray(payload.academicPapers) ? payload.academicPapers : []),
    payload.studentPhoto,
    payload.transactionDocument,
  ];
  return files.reduce<number>((sum, f) => sum + (typeof f === "string" ? f.length : 0), 0);
}

/**
 * `{ field: message }` with the first message per field, from a failed
 * `safeParse` result or its error. List items report under the list's name.
 */
type Issues = { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
export function fieldErrors(
  input: Issues | { success: false; error: Issues } | { success: true },
): Record<string, string> {
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
