/**
 * The site's two languages and how their paths relate (decision 021). English
 * pages keep the paths requirements §2.1 gives them; each has a Nepali twin
 * under /ne (the home page's twin is /ne/). Pure functions, used by the
 * Worker, the server render and the browser alike.
 */
/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

export const LOCALES = ["en", "ne"] as const;
export type Locale = (typeof LOCALES)[number];

export const NEPALI_PREFIX = "/ne";

/** The language a (decoded or percent-encoded) URL path is in. */
export function localeOfPath(pathname: string): Locale {
  return pathname === NEPALI_PREFIX || pathname.startsWith(`${NEPALI_PREFIX}/`) ? "ne" : "en";
}

/** The English path a page's path in either language stands for ("/ne/apply" → "/apply", "/ne/" → "/"). */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(NEPALI_PREFIX.length) || "/";
}

/** An English path (an internal link) in `locale`: "/apply" → "/ne/apply", "/" → "/ne/". */
export function localePath(path: string, locale: Locale): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (localeOfPath(path) === "ne") return path;
  return path === "/" ? `${NEPALI_PREFIX}/` : `${NEPALI_PREFIX}${path}`;
}

/** The other language, which the switcher offers. */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "ne" : "en");

/** `<html lang>` and `hreflang` values: British English, and Nepali. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-GB", ne: "ne" };
/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_GB", ne: "ne_NP" };

/** Each language's name in itself, as the switcher offers it (no flags: a language is not a country). */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", ne: "नेपाली" };

/** The cookie that remembers a visitor's choice of language for later visits to "/". */
export const LANGUAGE_COOKIE = "lang";
/** The query parameter the switcher's links carry, so the choice is remembered without JavaScript. */
export const CHOOSE_PARAM = "lang";

/**
 * A link that chooses `locale` for the page at `path` (already in that
 * language): the page's own query comes along (a finder's answer, the
 * programme a visit link ticked), so the other language shows the same
 * page rather than its empty form, with ?lang= added for the Worker to
 * remember. The query is re-encoded by URLSearchParams.
 */
export function choosingLanguage(path: string, search: string, locale: Locale): string {
  const query = new URLSearchParams(search);
  query.set(CHOOSE_PARAM, locale);
  return `${path}?${query}`;
}

/**
 * Set by the Worker on every request it hands to React Router: "on" while the
 * Nepali version is published (NEPALI_VERSION). A page's loaders run side by
 * side with the layout that answers 404 while it is off, so they read this
 * too and send nothing Nepali then.
 */
export const NEPALI_HEADER = "x-mbc-nepali-version";

/**
 * The language of the page a request asks for, also for the browser's data
 * requests during client-side navigation ("/ne/apply.data", "/ne/_root.data");
 * always English while the Nepali version is off.
 */
export function localeOf(request: Request | URL): Locale {
  if (request instanceof Request && request.headers.get(NEPALI_HEADER) !== "on") return "en";
  const { pathname } = request instanceof URL ? request : new URL(request.url);
  return localeOfPath(pathname.replace(/\.data$/, "").replace(/\/_root$/, "") || "/");
}
