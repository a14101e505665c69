import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../scripts/preflight-nepali";
import { GLOSSARY_NE, LATIN_ACRONYMS } from "./glossary-ne";

const root = fileURLToPath(new URL("../..", import.meta.url));
const FOLDERS = ["app", "worker", "apps-script"];
const SOURCE = /\.(ts|tsx|gs|html)$/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** The glossary names the rejected forms, and tests may quote them on purpose. */
const SKIP = /(^|\/)glossary-ne\.ts$|\.test\.tsx?$/;

/** Every source file of the site's folders (preflight's SOURCE_DIRS) that holds Devanagari, with its text. */
function nepaliFiles(): { path: string; text: string }[] {
  return sourceFiles(root, (file) => SOURCE.test(file) && !SKIP.test(file)).flatMap((path) => {
    const text = readFileSync(join(root, path), "utf8");
    return DEVANAGARI.test(text) ? [{ path, text }] : [];
  });
}

/** What `find` finds in each line of `files`, as "file:line: finding". */
function lineFindings(files: { path: string; text: string }[], find: (line: string) => string[]): string[] {
  return files.flatMap(({ path, text }) =>
    text.split("\n").flatMap((line, i) => find(line).map((finding) => `${path}:${i + 1}: ${finding}`)),
  );
}

/** Each use of a rejected form in `files`, as "file:line: rejected → glossary form". */
function rejectedUses(files: { path: string; text: string }[]): string[] {
  return lineFindings(files, (line) =>
    GLOSSARY_NE.flatMap((entry) =>
      entry.rejected.filter((form) => line.includes(form)).map((form) => `${form} → ${entry.ne} (${entry.en})`),
    ),
  );
}

/**
 * The English letters' names as Nepali writes them (ए, बी, सी … एक्स, वाई):
 * a word made of two or more of them, before its case ending, is an acronym
 * spelt out in Devanagari (आईटी, एसएमएस, बीबीए), which the glossary's rule
 * writes in Latin letters instead.
 */
const LETTER_NAMES = [
  "ए",
  "बी",
  "सी",
  "डी",
  "ई",
  "एफ",
  "जी",
  "एच",
  "आई",
  "आइ",
  "जे",
  "के",
  "एल",
  "एम",
  "एन",
  "ओ",
  "पी",
  "क्यू",
  "आर",
  "एस",
  "टी",
  "यू",
  "यु",
  "भी",
  "डब्लु",
  "डब्ल्यू",
  "एक्स",
  "वाई",
  "जेड",
];
const SPELT_OUT = new RegExp(
  `^(?:${[...LETTER_NAMES].sort((a, b) => b.length - a.length).join("|")}){2,}(?:को|का|की|मा|ले|लाई|बाट|सँग|हरू)?$`,
);

/** Each acronym spelt out in Devanagari letters in `files`, as "file:line: word". */
function speltOutAcronyms(files: { path: string; text: string }[]): string[] {
  return lineFindings(files, (line) => (line.match(/[\u0900-\u097F]+/g) ?? []).filter((word) => SPELT_OUT.test(word)));
}

describe("the Nepali glossary", () => {
  it("finds the Nepali in every folder that has it", () => {
    const paths = nepaliFiles().map((f) => f.path);
    for (const folder of FOLDERS)
      expect(
        paths.some((p) => p.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
  });

  it("no Nepali text uses a form the glossary rejects", () => {
    expect(rejectedUses(nepaliFiles())).toEqual([]);
  });

  it("catches a rejected form inside a longer word, and passes the glossary's own", () => {
    const uses = rejectedUses([{ path: "a.ts", text: `const x = "अंग्रेजीमा पढ्नुहोस्";\nconst y = "अङ्ग्रेजीमा";` }]);
    expect(uses).toEqual(["a.ts:1: अंग्रेजी → अङ्ग्रेजी (English (the language))"]);
  });

  it("no Nepali text spells an acronym out in Devanagari letters: acronyms are written in Latin", () => {
    expect(speltOutAcronyms(nepaliFiles())).toEqual([]);
  });

  it("knows an acronym spelt out, with its case ending, and passes everyday words", () => {
    const text = `"बेलायती आईटी डिग्री", "बीबीएमा भर्ना", "एसएमएसबाट", "के गर्ने?", "सीमा", "एकै", "IT र SMS"`;
    expect(speltOutAcronyms([{ path: "a.ts", text }])).toEqual([
      "a.ts:1: आईटी",
      "a.ts:1: बीबीएमा",
      "a.ts:1: एसएमएसबाट",
    ]);
  });

  it("has an entry for each acronym it keeps in Latin letters, rejecting its Devanagari spelling", () => {
    for (const acronym of LATIN_ACRONYMS) {
      // An entry names its acronyms in its English ("GPA, CGPA", "QR code").
      const entry = GLOSSARY_NE.find((e) => e.en.split(/[ ,()]/).includes(acronym));
      expect(entry, acronym).toBeDefined();
      expect(
        entry?.rejected.some((form) => /[\u0900-\u097F]/.test(form)),
        acronym,
      ).toBe(true);
    }
  });

  it("gives each term one form that it does not also reject", () => {
    for (const entry of GLOSSARY_NE) {
      expect(entry.rejected.length, entry.en).toBeGreaterThan(0);
      for (const form of entry.rejected) expect(entry.ne.includes(form), `${entry.en}: ${form}`).toBe(false);
    }
    const forms = GLOSSARY_NE.map((e) => e.ne);
    expect(new Set(forms).size).toBe(forms.length);
  });
});
