/**
 * What the college's script says about its Google account beside a
 * success (apps-script/Code.gs, "WARNINGS"): the account's storage, which
 * Drive shares with Gmail, more than 80% full; or visitors' confirmation
 * e-mails held back because the day's quota is down to the reserve kept
 * for the office's notices. The reply names a code and numbers, never
 * words: the office's words are here, in one place, for its page and its
 * alert e-mail (plain ASCII, as the alert is).
 */
export type GoogleWarning =
  | { code: "drive_full"; percent: number }
  | { code: "mail_quota"; remaining: number; reserve: number };

/** More than this many is not a reply of the college's script: the rest are dropped. */
const MAX_WARNINGS = 4;

const count = (value: unknown, max: number): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= max ? value : null;

/** The well-formed warnings of a reply's `warnings` field, each code once; anything else is ignored. */
export function warningsOf(value: unknown): GoogleWarning[] {
  if (!Array.isArray(value)) return [];
  const found = new Map<GoogleWarning["code"], GoogleWarning>();
  for (const item of value.slice(0, MAX_WARNINGS)) {
    if (!item || typeof item !== "object") continue;
    const { code, percent, remaining, reserve } = item as Record<string, unknown>;
    const p = count(percent, 100);
    const left = count(remaining, 100_000);
    const kept = count(reserve, 100_000);
    if (code === "drive_full" && p !== null) found.set(code, { code, percent: p });
    if (code === "mail_quota" && left !== null && kept !== null)
      found.set(code, { code, remaining: left, reserve: kept });
  }
  return [...found.values()];
}

/** One warning in plain words, for the office. */
export function warningText(warning: GoogleWarning): string {
  switch (warning.code) {
    case "drive_full":
      return `The college's Google account is ${warning.percent}% full (Drive and Gmail share its storage). Applicants' documents are saved there: once it is full, no admission can be delivered to the spreadsheet. Delete or move old files, or buy more storage.`;
    case "mail_quota":
      return `The college's Google account has ${warning.remaining} e-mail${warning.remaining === 1 ? "" : "s"} left for today, and the script keeps the last ${warning.reserve} for the office's notices of new admissions: visitors are not being sent their confirmation e-mails. Their submissions still reach the spreadsheet, and the quota renews within a day. Many submissions in a short time may mean someone is misusing the forms.`;
  }
}
