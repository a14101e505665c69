/**
 * The college's identity as the Nepali pages, forms, e-mail and replies
 * write it: the Nepali words site.ts keeps beside the English, every number
 * site.ts's own (phones, postal code, hours) in Devanagari digits, every
 * clock time the Nepali way ("बिहान ९:००"). Nothing here is typed: an
 * operator edits site.ts, and both languages follow.
 */
import { nepaliClockTime, toDevanagariDigits } from "~/i18n/numerals";
import { type OpeningHours, site } from "./site";

/**
 * The same facts as the Nepali pages write them: the words from `site`'s
 * Nepali fields, every number from the one English record in Devanagari
 * digits, every clock time the Nepali way ("बिहान ९:००").
 */
export const siteNe = {
  address: {
    ...site.addressNe,
    postalCode: toDevanagariDigits(site.address.postalCode),
  },
  /** "यती मार्ग, कमलपोखरी, काठमाडौं": the street and the city, as the header writes it. */
  shortAddress: `${site.addressNe.street}, ${site.addressNe.locality}`,
  /** "यती मार्ग, कमलपोखरी, काठमाडौं, नेपाल". */
  fullAddress: `${site.addressNe.street}, ${site.addressNe.locality}, ${site.addressNe.country}`,
  /** The footer's second address line: "काठमाडौं ४४६००, नेपाल". */
  cityLine: `${site.addressNe.locality} ${toDevanagariDigits(site.address.postalCode)}, ${site.addressNe.country}`,
  /** site.phones, in the same order (so as many; the first is the one pages offer to call). */
  phones: site.phones.map(toDevanagariDigits) as [string, ...string[]],
  hoursLines: site.hours.map((h) => hoursTextNe(h)),
  closedDays: site.closedDaysNe,
  admissionsHours: hoursTextNe(site.admissionsHours),
} as const;

/** "आइतबारदेखि शुक्रबारसम्म: बिहान ९:०० – बेलुका ५:००": `hoursText` as the Nepali pages write it. */
export function hoursTextNe(hours: Pick<OpeningHours, "daysNe" | "opens" | "closes">): string {
  return `${hours.daysNe}: ${nepaliClockTime(hours.opens)} – ${nepaliClockTime(hours.closes)}`;
}
