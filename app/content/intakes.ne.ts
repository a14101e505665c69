/**
 * The intake months as Nepali writes the months of the English calendar
 * ("जनवरी"), from the one record in ./intakes.ts and the Nepali month names
 * the notices' dates use (./notices.ne.ts).
 */
import { intakeMonthNumbers, listWith } from "./intakes";
import { noticeWordsNe } from "./notices.ne";

export const enrolmentMonthsNe: readonly string[] = intakeMonthNumbers.map(
  (month) => noticeWordsNe.months[month - 1] ?? "",
);

/** "जनवरी, मार्च, जुन, सेप्टेम्बर र नोभेम्बर", or "… वा नोभेम्बर" for a choice. */
export function intakeMonthsTextNe(last: "र" | "वा"): string {
  return listWith(enrolmentMonthsNe, last);
}
