import { kathmanduDateTime } from "../../app/lib/kathmandu-time";
import { columnOf, type FormName } from "../../app/forms/contract/fields";
import type { SubmissionState } from "../outbox/rows";

/** The office page's words for what the outbox keeps in codes. */
export const FORM_NAMES: Record<FormName, string> = {
  enquiry: "Enquiry",
  visit: "Campus visit",
  admission: "Admission",
};

export const STATE_NAMES: Record<SubmissionState, string> = {
  pending: "Waiting",
  delivered: "In the spreadsheet",
  failed: "Failed",
  handled: "Handled by hand",
};

/** A time as Kathmandu's clock shows it ("3 Dec 2026, 14:05"); "never" for 0. */
export const kathmanduTime = (ms: number) => (ms ? kathmanduDateTime(ms) : "never");

/**
 * The same, saying whose clock it is ("3 Dec 2026, 14:05 (Kathmandu)"):
 * what the page shows for when a submission was received, on its card in a
 * list and on its own page alike.
 */
export const kathmanduTimeLabelled = (ms: number) => (ms ? `${kathmanduDateTime(ms)} (Kathmandu)` : "never");

/** "3 hours", "2 days": how long since `since`. */
export function durationSince(since: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - since) / 60_000));
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/**
 * A delivery's last error ("<outcome>: <detail>", worker/delivery/relay.ts)
 * in words the office can act on; the code itself is shown beside it.
 */
const CAUSES: Record<string, string> = {
  sign_in: "The spreadsheet script asks for a Google sign-in: its deployment must be shared with “Anyone”.",
  rejected:
    "The spreadsheet script refused it. If it says “unauthorised”, the relay secret on the website and in the script differ.",
  unexpected:
    "The spreadsheet script answered with a page instead of its reply: it may have been deleted, or its latest version is broken.",
  busy: "The spreadsheet script was busy; this usually passes by itself.",
  timeout: "The spreadsheet script did not answer in time; this usually passes by itself.",
  http_error: "Google answered with an error; this usually passes by itself.",
  network_error: "The spreadsheet script could not be reached; this usually passes by itself.",
  redirect_refused: "The spreadsheet script's address sent the submission somewhere unsafe, so it was not sent.",
  not_configured: "The website has no address for this form's spreadsheet script (a setting is missing).",
  missing_payload: "What was sent could not be read back from storage.",
};

export function plainError(lastError: string): string {
  if (!lastError) return "";
  const outcome = /^([a-z_]+):/.exec(lastError)?.[1] ?? "";
  return CAUSES[outcome] ?? "The delivery did not succeed.";
}

/**
 * A stored field's label: its sheet column for a form's field (app/forms/
 * contract/fields.ts), so the office reads the sheet's words; for the
 * others ("language"), the name spelt out.
 */
export function fieldLabel(form: FormName, field: string): string {
  const column = columnOf(form, field);
  if (column) return column;
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
