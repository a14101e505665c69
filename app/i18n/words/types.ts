import type { Locale } from "../locale";

/**
 * A set of words a shared component shows (headings, buttons, labels), in
 * both languages. Each area keeps its set in app/i18n/words/<area>.ts as
 * `wordSet({ en, ne })`; index.server.ts gathers the sets, and the root
 * loader sends the page's language only (useWords() reads them).
 */
export type WordSet<T> = Record<Locale, T>;

/**
 * A set whose shape is its English words': a key the Nepali lacks, or has
 * beyond them, is a type error, so the keys are written in the two
 * languages and nowhere else.
 */
export const wordSet = <T>(set: { en: T; ne: NoInfer<T> }): WordSet<T> => set;
