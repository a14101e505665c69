/**
 * A phrase from app/i18n/words with its placeholders filled in:
 * fill("Reasons to choose {name}", { name: "MBC College" }). Words travel as
 * loader data (plain strings), so a phrase whose word order differs between
 * the languages carries its placeholders rather than being a function.
 */
export function fill(phrase: string, values: Record<string, string>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
