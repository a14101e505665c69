/**
 * Month names in Nepali, with no calendar tables, so any page may import
 * them: the Gregorian months as Nepali writes them, the Bikram Sambat
 * months, and the two Bikram Sambat months each Gregorian month overlaps.
 * A Nepali family plans by Bikram Sambat, so a Gregorian month the pages
 * name (an intake's) is written with its Bikram Sambat months beside it:
 * "जनवरी (पुस/माघ)". months.node.test.ts checks the overlaps against
 * the calendar itself (nepali-date-converter) year by year.
 */
export const review = "unreviewed";

/** The Gregorian months, January first, as the English pages name them. */
export const GREGORIAN_MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The same months as Nepali writes them. */
export const GREGORIAN_MONTHS_NE = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
] as const;

/** The Bikram Sambat months, Baisakh (the new year's) first. */
export const BS_MONTHS = [
  "वैशाख",
  "जेठ",
  "असार",
  "साउन",
  "भदौ",
  "असोज",
  "कात्तिक",
  "मंसिर",
  "पुस",
  "माघ",
  "फागुन",
  "चैत",
] as const;

/**
 * The two Bikram Sambat months a Gregorian month (0 for January) overlaps.
 * Each Bikram Sambat month begins in the middle of a Gregorian one
 * (1 Baisakh falls on 13 or 14 April), so January runs from Poush into
 * Magh, April from Chaitra into Baisakh, and so on round the year.
 */
export function bsMonthsOf(month: number): readonly [string, string] {
  return [BS_MONTHS[(month + 8) % 12] as string, BS_MONTHS[(month + 9) % 12] as string];
}

/** "जनवरी (पुस/माघ)": a Gregorian month, named in English ("January"), as the Nepali pages write it. */
export function monthWithBsNe(english: string): string {
  const month = GREGORIAN_MONTHS_EN.indexOf(english as (typeof GREGORIAN_MONTHS_EN)[number]);
  if (month < 0) throw new Error(`Not a month: ${english}`);
  const [from, to] = bsMonthsOf(month);
  return `${GREGORIAN_MONTHS_NE[month]} (${from}/${to})`;
}
