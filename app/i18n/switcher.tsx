import { useLocation } from "react-router";
import { LANGUAGE_NAME, LANGUAGE_TAG, choosingLanguage, englishPath, localePath, otherLocale } from "./locale";
import { useLocale, useNepaliOn } from "./use-frame";

/**
 * The link to the same page in the other language, named in that language
 * ("नेपाली" on English pages, "English" on Nepali ones), with the page's
 * query. It carries ?lang=, so the Worker remembers the choice in a cookie
 * (for later visits to "/") and redirects to the page itself, with or
 * without JavaScript.
 * A full page load, not a client navigation: the frame's words change.
 * Absent while the Nepali version is off.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const on = useNepaliOn();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (!on) return null;
  const other = otherLocale(locale);
  // Read from the router's location, so the server renders the same link; escaped by React.
  const target = choosingLanguage(localePath(englishPath(pathname), other), search, other);
  return (
    <a
      href={target}
      lang={LANGUAGE_TAG[other]}
      hrefLang={LANGUAGE_TAG[other]}
      data-language-switcher=""
      className={`inline-flex min-h-8 items-center rounded-md border border-brand-200 bg-white px-2.5 font-semibold text-brand-800 no-underline hover:border-brand hover:text-brand-700 ${className}`}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}
