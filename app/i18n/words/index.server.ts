import type { Locale } from "../locale";
import { common } from "./common";
import { forms } from "./forms";

/**
 * Every area's words (app/i18n/words/<area>.ts), one entry per area. The root
 * loader sends `wordsIn(locale)`: the page's language only.
 */
const sets = { common, forms };

export type Words = { [Area in keyof typeof sets]: (typeof sets)[Area]["en"] };

export function wordsIn(locale: Locale): Words {
  return Object.fromEntries(Object.entries(sets).map(([area, set]) => [area, set[locale]])) as Words;
}
