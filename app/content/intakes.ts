/**
 * The five intakes (requirements §9 "Enrollment months"), written once for
 * both languages as month numbers (1 = January): the English pages name
 * them here, the Nepali ones in ./intakes.ne.ts, so a change of intake
 * reaches the home, admissions, why-MBC and programme pages in both.
 */
export const intakeMonthNumbers = [1, 3, 6, 9, 11] as const;

const englishMonth = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });

/** "January", "March", …: the intake months' English names. */
export const enrolmentMonths: readonly string[] = intakeMonthNumbers.map((month) =>
  englishMonth.format(Date.UTC(2000, month - 1, 1)),
);

/** "A, B, C and D" (or "… or D"): a list as a sentence writes it. */
export function listWith(items: readonly string[], last: string): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
}

/** "January, March, June, September and November", or "… or November" for a choice. */
export function intakeMonthsText(last: "and" | "or"): string {
  return listWith(enrolmentMonths, last);
}
