/**
 * The college's identity as the Nepali pages, forms, e-mail and replies
 * write it: the Nepali words site.ts keeps beside the English, every number
 * site.ts's own (phones, postal code, hours) in Devanagari digits, every
 * clock time the Nepali way ("बिहान ९:००"). Nothing here is typed: an
 * operator edits site.ts, and both languages follow.
 */
import { nepaliClockTime, toDevanagariDigits } from "~/i18n/numerals";
import { HOURS_SEPARATOR, type HoursPlacement, type OpeningHours, site, siteWordsNe } from "./site";

/**
 * The same facts as the Nepali pages write them: the words from `site`'s
 * Nepali fields, every number from the one English record in Devanagari
 * digits, every clock time the Nepali way ("बिहान ९:००").
 */
export const siteNe = {
  address: {
    ...siteWordsNe.address,
    postalCode: toDevanagariDigits(site.address.postalCode),
  },
  /** "यती मार्ग, कमलपोखरी, काठमाडौँ": the street and the city, as the header writes it. */
  shortAddress: `${siteWordsNe.address.street}, ${siteWordsNe.address.locality}`,
  /** "यती मार्ग, कमलपोखरी, काठमाडौँ, नेपाल". */
  fullAddress: `${siteWordsNe.address.street}, ${siteWordsNe.address.locality}, ${siteWordsNe.address.country}`,
  /** The footer's second address line: "काठमाडौँ ४४६००, नेपाल". */
  cityLine: `${siteWordsNe.address.locality} ${toDevanagariDigits(site.address.postalCode)}, ${siteWordsNe.address.country}`,
  /** site.phones, in the same order (so as many; the first is the one pages offer to call). */
  phones: site.phones.map(toDevanagariDigits) as [string, ...string[]],
  hoursLines: site.hours.map((h, i) => hoursTextNe(siteWordsNe.hoursDays[i] ?? "", h)),
  closedDays: siteWordsNe.closedDays,
  /** The admissions office's days alone: "आइतबारदेखि शुक्रबारसम्म". */
  admissionsDays: siteWordsNe.admissionsDays,
  /** The admissions office's hours within a sentence or after a label ("कार्यालय समय: …"). */
  admissionsHours: hoursTextNe(siteWordsNe.admissionsDays, site.admissionsHours, "sentence"),
} as const;

/** "आइतबारदेखि शुक्रबारसम्म: बिहान ९:०० – बेलुका ५:००": `hoursText` as the Nepali pages write it (a comma after the days within a sentence). */
export function hoursTextNe(
  days: string,
  hours: Pick<OpeningHours, "opens" | "closes">,
  placed: HoursPlacement = "line",
): string {
  return `${days}${HOURS_SEPARATOR[placed]}${nepaliClockTime(hours.opens)} – ${nepaliClockTime(hours.closes)}`;
}
