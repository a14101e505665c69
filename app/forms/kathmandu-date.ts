import { site } from "~/content/site";

/**
 * Today's date in Kathmandu as YYYY-MM-DD, the visit form's minimum date.
 * The college's calendar is Kathmandu's (UTC+05:45), whatever the visitor's
 * device says: someone abroad at 23:00 UTC is already on tomorrow there.
 */
export function kathmanduToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: site.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
