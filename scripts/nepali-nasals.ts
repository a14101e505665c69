/**
 * Rewrites the nasals of Nepali source files to the site's convention
 * (docs/decisions/038-nepali-orthography.md, app/content/glossary-ne.ts): a
 * nasal vowel written with an anusvara takes the chandrabindu (तपाईं →
 * तपाईँ, काठमाडौंमा → काठमाडौँमा), and the anusvara before a stop becomes the
 * class nasal where the word is one the glossary lists (बैंक → बैङ्क). An
 * anusvara before य–ह in a Sanskrit word (संस्था) is left as it is. Run on a
 * file whose text the glossary's test lists under the nasal rule, e.g. after
 * merging a branch written before the rule:
 *
 *   node scripts/nepali-nasals.ts app/content/privacy.ne.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  ANUSVARA_BEFORE,
  ANUSVARA_WORDS,
  CLASS_NASAL_WORDS,
  LONG_VOWELS,
  WORD_ENDINGS,
} from "../app/content/glossary-ne.ts";

// By code point, so this file holds no Nepali words of its own.
const ANUSVARA = "\u0902";
const CHANDRABINDU = "\u0901";

/** `text` with each nasal vowel's anusvara as a chandrabindu, and each listed class nasal written out. */
export function withNasals(text: string): string {
  let out = text;
  for (const [from, to] of Object.entries(CLASS_NASAL_WORDS)) out = out.split(from).join(to);
  return out.replace(/[\u0900-\u0963\u0966-\u097F]+/g, (word) => {
    if ((ANUSVARA_WORDS as readonly string[]).includes(word)) return word;
    return [...word]
      .map((ch, i, chars) => {
        if (ch !== ANUSVARA) return ch;
        const before = chars[i - 1] ?? "";
        const after = chars[i + 1] ?? "";
        const rest = chars.slice(i + 1).join("");
        const nasalVowel =
          !after ||
          LONG_VOWELS.includes(before) ||
          WORD_ENDINGS.some((ending) => rest.startsWith(ending)) ||
          !ANUSVARA_BEFORE.includes(after);
        return nasalVowel ? CHANDRABINDU : ch;
      })
      .join("");
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  for (const file of process.argv.slice(2)) {
    const text = readFileSync(file, "utf8");
    const next = withNasals(text);
    if (next !== text) writeFileSync(file, next);
  }
