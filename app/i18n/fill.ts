/**
 * A phrase with its placeholders filled in:
 * fill("Reasons to choose {name}", { name: "MBC College" }). Words travel as
 * loader data (plain strings), so a phrase whose word order differs between
 * the languages carries its placeholders rather than being a function. A
 * placeholder without a value is left as written.
 */
export function fill(phrase: string, values: Record<string, string | number>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
