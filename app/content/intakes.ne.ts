/**
 * The intake months as the Nepali pages name them: each month of the English
 * calendar with its Bikram Sambat months beside it ("जनवरी (पुस/माघ)"), as a
 * Nepali family plans by them, from the one record in ./intakes.ts and the
 * month names in ~/i18n/months.ts.
 */
import { monthWithBsNe } from "~/i18n/months";
import { enrolmentMonths, listWith } from "./intakes";

export const enrolmentMonthsNe: readonly string[] = enrolmentMonths.map(monthWithBsNe);

/** "जनवरी (पुस/माघ), … र नोभेम्बर (कात्तिक/मंसिर)", or "… वा …" for a choice. */
export function intakeMonthsTextNe(last: "र" | "वा"): string {
  return listWith(enrolmentMonthsNe, last);
}
