import type { Locale } from "../locale";

/**
 * A set of words a shared component shows (headings, buttons, labels), in
 * both languages. Each area keeps its set in app/i18n/words/<area>.ts as
 * `{ en, ne }` of one interface, so a word missing in either language is a
 * type error; index.server.ts gathers the sets, and the root loader sends
 * the page's language only (useWords() reads them).
 */
export type WordSet<T> = Record<Locale, T>;
