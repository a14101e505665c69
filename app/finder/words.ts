import { finderWords } from "~/content/finder";
import { finderWordsNe } from "~/content/finder.ne";
import type { Locale } from "~/i18n/locale";

/** The finder's words in a language, for loaders (so a page's browser code carries neither set). */
export const wordsIn = (locale: Locale) => (locale === "ne" ? finderWordsNe : finderWords);
