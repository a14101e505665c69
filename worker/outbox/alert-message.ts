import { createMimeMessage } from "mimetext/browser";
import { submissionReference } from "../../app/forms/contract/reference";
import { kathmanduDateTime } from "../../app/lib/kathmandu-time";
import { site } from "../../app/content/site";
import { warningText } from "../delivery/warnings";
import type { OutboxCounts, SubmissionRow } from "./rows";
import type { GoogleReport } from "./warnings";
import { PRESTORAGE_KINDS, type PrestorageCount } from "./prestorage";

/**
 * The words of the office's alert e-mail (alert.ts decides when it goes).
 * It names counts, references, forms and times, never what anyone typed:
 * an e-mail box is not where applicants' details belong, and the office
 * page behind sign-in shows the rest. Plain ASCII text, so the message is
 * readable as it is stored (locally, a .eml file) and needs no encoding.
 */
export interface AlertText {
  subject: string;
  text: string;
}

export type StalledRow = Pick<SubmissionRow, "id" | "form" | "state" | "receivedAt">;

/** The `/office` page the message sends the office to. */
export const officeUrl = (siteUrl: string) => new URL("/office", siteUrl).href;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The Google account's warnings as a section of a message: a heading, one paragraph each, the time reported. */
function warningLines(report: GoogleReport | null): string[] {
  if (!report) return [];
  return [
    "The college's Google account needs attention:",
    ...report.warnings.flatMap((warning) => ["", `  - ${warningText(warning)}`]),
    "",
    `(Reported by the college's spreadsheet script with a submission delivered at ${kathmanduDateTime(report.at)}, Kathmandu time.)`,
    "",
  ];
}

export function problemText(
  counts: OutboxCounts,
  stalled: readonly StalledRow[],
  { siteUrl, waitLimitMs }: { siteUrl: string; waitLimitMs: number },
  report: GoogleReport | null = null,
): AlertText {
  const named = stalled.map(
    (row) =>
      `  ${submissionReference(row.id)}  ${row.form.padEnd(9)}  ${(row.state === "failed" ? "failed" : "waiting").padEnd(7)}  received ${kathmanduDateTime(row.receivedAt)}`,
  );
  const stuck = Math.max(counts.failed, stalled.length);
  const more = stuck > stalled.length ? [`  ...and ${stuck - stalled.length} more on the office page.`] : [];
  const text = [
    "The website has not been able to pass some submissions on to the college's spreadsheet.",
    "Every one of them is kept safely by the website; none is lost.",
    "",
    `Failed for good (no more automatic retries): ${counts.failed}`,
    `Waiting for delivery: ${counts.pending}${
      counts.pending > 0 ? `, the oldest since ${kathmanduDateTime(counts.oldestPendingSince)} (Kathmandu time)` : ""
    }`,
    "",
    `Submissions failed, or waiting for over ${Math.round(waitLimitMs / 60_000)} minutes (reference, form, state, received in Kathmandu time):`,
    ...named,
    ...more,
    "",
    ...warningLines(report),
    "Open the office page to see them and send them again once the spreadsheet is working:",
    officeUrl(siteUrl),
    "",
    "This message comes at most once an hour while the problem lasts, and one more follows when it is over.",
  ].join("\n");
  return { subject: `Website forms: ${plural(stuck, "submission")} not delivered to the spreadsheet`, text };
}

export function recoveredText(
  counts: OutboxCounts,
  { siteUrl }: { siteUrl: string },
  report: GoogleReport | null = null,
): AlertText {
  const text = [
    "Delivery to the college's spreadsheet is back to normal: no submission has failed, and none has waited over an hour.",
    "",
    `Waiting for delivery now: ${counts.pending}`,
    "",
    ...warningLines(report),
    "The office page:",
    officeUrl(siteUrl),
  ].join("\n");
  return { subject: "Website forms: delivery is back to normal", text };
}

/** The Google account's warnings alone, while delivery itself is working. */
export function warningsText(report: GoogleReport, { siteUrl }: { siteUrl: string }): AlertText {
  const text = [
    "Submissions are reaching the college's spreadsheet, but the college's script has warned about its Google account.",
    "",
    ...warningLines(report),
    "The office page shows these warnings while they last:",
    officeUrl(siteUrl),
    "",
    "This message comes when a new warning appears, and at most once a day while one lasts.",
  ].join("\n");
  return { subject: "Website forms: the college's Google account needs attention", text };
}

/**
 * Submissions that failed before the website kept them (prestorage.ts):
 * counts per kind and form since the last such e-mail. The visitors were
 * told it did not work and asked to try again; the website has nothing of
 * theirs, so there is nothing to redeliver.
 */
export function prestorageText(
  counted: readonly PrestorageCount[],
  { siteUrl, since }: { siteUrl: string; since: number },
): AlertText {
  const total = counted.reduce((sum, row) => sum + row.count, 0);
  const text = [
    "Some visitors' submissions failed before the website could keep them.",
    "Each visitor was shown an error and asked to try again; the website holds nothing of theirs, so there is nothing to redeliver.",
    "",
    `${since ? `Since ${kathmanduDateTime(since)}` : "So far"} (Kathmandu time), by cause and form:`,
    ...counted.map(
      (row) =>
        `  ${String(row.count).padStart(4)}  ${row.form.padEnd(9)}  ${PRESTORAGE_KINDS[row.kind]} (last at ${kathmanduDateTime(row.lastAt)})`,
    ),
    "",
    'Whoever looks after the website can read why in the Worker\'s logs (docs/operations.md, "Reading the logs").',
    "The office page counts them too:",
    officeUrl(siteUrl),
    "",
    "This message comes at most once an hour while such failures go on.",
  ].join("\n");
  return {
    subject: `Website forms: ${plural(total, "submission")} failed before the website could keep ${total === 1 ? "it" : "them"}`,
    text,
  };
}

/** The whole message as RFC 5322 text (CRLF line ends, a Message-ID, the subject encoded). */
export function mimeMessage({ from, to }: { from: string; to: string }, { subject, text }: AlertText): string {
  const message = createMimeMessage();
  message.setSender({ name: `${site.name} website`, addr: from });
  message.setRecipient(to);
  message.setSubject(subject);
  // The library ends header lines with CRLF but leaves the body as given.
  message.addMessage({ contentType: "text/plain", data: text.replace(/\r?\n/g, "\r\n") });
  return message.asRaw();
}
