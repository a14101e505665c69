/**
 * The intake months in Nepali, each with its Bikram Sambat months beside
 * it ("जनवरी (पुस/माघ)"), from the one list in intake-months.ts. UNREVIEWED.
 */
import { monthWithBsNe } from "~/i18n/months";
import { enrolmentMonths } from "./intake-months";

export const review = "unreviewed";

export const enrolmentMonthsNe: readonly string[] = enrolmentMonths.map(monthWithBsNe);

/** "A, B, C र D" (or "… वा D"): the intake months as a Nepali sentence lists them. */
export const enrolmentMonthListNe = (conjunction: "र" | "वा") =>
  `${enrolmentMonthsNe.slice(0, -1).join(", ")} ${conjunction} ${enrolmentMonthsNe.at(-1)}`;
