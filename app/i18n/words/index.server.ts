import type { Locale } from "../locale";
import { about } from "./about";
import { admission } from "./admission";
import { administration } from "./administration";
import { common } from "./common";
import { departments } from "./departments";
import { documents } from "./documents";
import { forms } from "./forms";
import { gallery } from "./gallery";
import { shared } from "./shared";
import { programme } from "./programme";
import { home } from "./home";

/**
 * Every area's words (app/i18n/words/<area>.ts), one entry per area. The root
 * loader sends `wordsIn(locale)`: the page's language only.
 */
const sets = {
  common,
  forms,
  shared,
  documents,
  admission,
  departments,
  administration,
  about,
  gallery,
  programme,
  home,
};

export type Words = { [Area in keyof typeof sets]: (typeof sets)[Area]["en"] };

export function wordsIn(locale: Locale): Words {
  return Object.fromEntries(Object.entries(sets).map(([area, set]) => [area, set[locale]])) as Words;
}
