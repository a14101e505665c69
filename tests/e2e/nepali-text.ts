import type { Page } from "@playwright/test";
import { dataScienceLevelNames } from "../../app/content/data-science-levels";
import { LATIN_ACRONYMS, LATIN_NAMES } from "../../app/content/glossary-ne";
import { programmeNamesNe } from "../../app/content/programmes/names.ne";
import { site } from "../../app/content/site";

/**
 * What a Nepali page may show in Latin letters: official names as the
 * certificates print them, the college's name, its partners', products and
 * networks named as they name themselves, and codes. Anything else in
 * English on a Nepali page is an untranslated string.
 */
export const OFFICIAL_NAMES: readonly string[] = [
  ...Object.values(programmeNamesNe),
  "Level 3 International Foundation Diploma (L3IFDHES)",
  site.name,
  site.shortName,
  site.partners.university.name,
  site.partners.university.shortName,
  site.partners.awardingBody.name,
  site.map.provider,
  ...site.social.map((s) => s.name),
  "English", // the switcher's label, in its own language
  "BSc (Hons)",
  "MERN",
  "IELTS",
  // The Data Science course's levels, as requirements §2.4 names them (a Nepali name beside each).
  ...dataScienceLevelNames,
  // Software and technologies the short courses teach, named as their makers name them.
  "Python",
  "Jupyter Notebook",
  "Google Colab",
  "NumPy",
  "pandas",
  "Matplotlib",
  "scikit-learn",
  "TensorFlow",
  "Keras",
  "MongoDB",
  "Mongoose",
  "Express",
  "React",
  "Node.js",
  "JavaScript",
  "HTML",
  "CSS",
  "REST API",
  "SQL",
  "Git",
  "Windows",
  "Linux",
  "NCC", // the awarding body\'s monogram, in its wordmark
  // The visit form's contact methods named as their makers name them (WhatsApp is a social link above).
  "Viber",
  // The services the privacy notice names as holding a visitor's details, as their makers name them.
  "Cloudflare Turnstile",
  "Cloudflare",
  "Google Drive",
  "Google",
  // The banks' network, as a bank transfer's form names its code.
  "SWIFT",
  // Acronyms, which the glossary keeps in Latin letters, as a screen prints them.
  ...LATIN_ACRONYMS,
  // Qualifications and brands, which the glossary keeps in Latin letters.
  ...LATIN_NAMES.map((n) => n.name),
];

/** Latin-letter words left in `text` once official names, addresses and codes are taken out. */
export function englishWordsIn(text: string): string[] {
  return withoutNamesAndCodes(text).match(/[A-Za-z]{3,}(?:['’][a-z]+)?/g) ?? [];
}

/**
 * The visible texts in `selector` that are in Nepali: text nodes and the
 * names a screen reader or a search engine reads (alt, aria-label, title),
 * leaving out whatever is marked as another language.
 */
export async function nepaliTextsOf(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) =>
    roots.flatMap((root) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!text || !parent || parent.closest("script, style, [hidden], [lang]:not([lang='ne'])")) continue;
        out.push(text);
      }
      // Names a screen reader or a search engine reads too.
      for (const el of root.querySelectorAll("[alt], [aria-label], [title]"))
        for (const name of ["alt", "aria-label", "title"]) {
          const value = el.getAttribute(name);
          if (value && !el.closest("[lang]:not([lang='ne'])")) out.push(value);
        }
      return out;
    }),
  );
}

/** Each text that still has English words, with those words. */
export function untranslatedIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => {
    const words = englishWordsIn(text);
    return words.length ? [`${text}  ← ${words.join(", ")}`] : [];
  });
}

/** Each visible text in `selector` that still has English words, with those words. */
export async function untranslated(page: Page, selector: string): Promise<string[]> {
  return untranslatedIn(await nepaliTextsOf(page, selector));
}

/** What a Nepali text may hold in Latin digits: official names (Level 3), addresses and codes, as englishWordsIn leaves them out. */
function withoutNamesAndCodes(text: string): string {
  let rest = text;
  for (const name of [...OFFICIAL_NAMES].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(" ");
  return rest
    .replace(/[\w.+-]+@[\w.-]+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\b(?:Level|L)\s?\d\b/g, " ")
    .replace(/\b[A-Z0-9]{1,6}(?:\/[A-Z0-9]{1,6})+\b/g, " ");
}

/**
 * Each Nepali text that ends a sentence with a Latin full stop (after a
 * Devanagari word, or a text that starts with one, after a link or a
 * reference) or shows a number in Latin digits: Nepali writes । and ०–९.
 */
export function latinMarksIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => {
    const found: string[] = [];
    if (/[\u0900-\u0963\u0970-\u097F]\.(?=\s|$)|^\.(?=\s|$)/u.test(text)) found.push("Latin full stop");
    if (/[0-9]/.test(withoutNamesAndCodes(text))) found.push("Latin digits");
    return found.length ? [`${text}  ← ${found.join(", ")}`] : [];
  });
}
