import NepaliDate from "nepali-date-converter";
import { BS_MONTHS } from "~/i18n/months";
import { toDevanagariDigits } from "~/i18n/numerals";

/**
 * A date of the visit form ("2026-11-24") as a Nepali reader also reads it,
 * in Bikram Sambat: "२०८३ मंसिर ८, मङ्गलबार". The calendar's month lengths
 * come from nepali-date-converter (they follow no formula and are published
 * year by year); the month names are the pages' own (~/i18n/months),
 * the weekdays' are written here. Loaded only when a Nepali visitor has chosen a date, so no page's
 * first load carries the calendar. The names are UNREVIEWED, like the
 * site's other Nepali (`npm run preflight` lists the file).
 */
export const review = "unreviewed";

const WEEKDAYS = ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"];

export function bikramSambat(isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // The converter reads the date's local fields, so it is given local midnight of that day.
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  let bs: NepaliDate;
  try {
    bs = new NepaliDate(date);
  } catch {
    return null; // outside the years the calendar's tables cover
  }
  const text = `${bs.getYear()} ${BS_MONTHS[bs.getMonth()]} ${bs.getDate()}, ${WEEKDAYS[date.getDay()]}`;
  return toDevanagariDigits(text);
}
