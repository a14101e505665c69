import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../scripts/preflight-nepali";
import { GLOSSARY_NE } from "./glossary-ne";

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

/** Each use of a rejected form in `files`, as "file:line: rejected → glossary form". */
function rejectedUses(files: { path: string; text: string }[]): string[] {
  const uses: string[] = [];
  for (const { path, text } of files)
    text.split("\n").forEach((line, i) => {
      for (const entry of GLOSSARY_NE)
        for (const form of entry.rejected)
          if (line.includes(form)) uses.push(`${path}:${i + 1}: ${form} → ${entry.ne} (${entry.en})`);
    });
  return uses;
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

  it("gives each term one form that it does not also reject", () => {
    for (const entry of GLOSSARY_NE) {
      expect(entry.rejected.length, entry.en).toBeGreaterThan(0);
      for (const form of entry.rejected) expect(entry.ne.includes(form), `${entry.en}: ${form}`).toBe(false);
    }
    const forms = GLOSSARY_NE.map((e) => e.ne);
    expect(new Set(forms).size).toBe(forms.length);
  });
});
