import { describe, expect, it } from "vitest";
import { toLatinDigits } from "~/i18n/numerals";
import { ieltsBands, l3ifdhes } from "./l3ifdhes.server";
import { l3ifdhes as l3ifdhesNe } from "./l3ifdhes.ne.server";

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object") return [];
  return Object.values(value).flatMap(strings);
}

/** Every IELTS score a text names, as numbers ("IELTS 4.5 or 5.0" → [4.5, 5]). */
function scoresAfterIelts(text: string): string[] {
  return [...toLatinDigits(text).matchAll(/IELTS ([\d.]+(?:\s*(?:–|-|or|वा)\s*[\d.]+)*)/g)].map((m) => m[1] ?? "");
}

describe("the foundation diploma's English bands", () => {
  it("do not overlap and leave no score out: half bands from 4.5, the lower band ending just under the upper", () => {
    const { lower, upperFrom } = ieltsBands;
    expect(lower[0]).toBe(4.5);
    for (let i = 1; i < lower.length; i++) expect(lower[i]! - lower[i - 1]!).toBe(0.5);
    expect(upperFrom - lower.at(-1)!).toBe(0.5);
    expect(lower.every((score) => score < upperFrom)).toBe(true);
  });

  for (const [language, record] of [
    ["English", l3ifdhes],
    ["Nepali", l3ifdhesNe],
  ] as const)
    it(`are written in the ${language} page as the record gives them, never as an overlapping range`, () => {
      // The units section, where the bands decide the credits (the entry section asks "IELTS 4.5 or above").
      const units = record.sections.filter((section) => section.blocks.some((block) => block.type === "units"));
      expect(units).toHaveLength(1);
      const named = strings(units).flatMap(scoresAfterIelts);
      expect(named.length).toBeGreaterThan(0);
      // No range with a dash: "4.5–5.5" beside "5.5 and above" was the overlap.
      expect(named.filter((scores) => /[–-]/.test(scores))).toEqual([]);
      // Each mention is one band's scores: the lower band's list, or the upper band's start.
      const lower = ieltsBands.lower.map((s) => s.toFixed(1));
      for (const scores of named) {
        const numbers = scores.split(/\s*(?:or|वा)\s*/);
        const isLower = numbers.join() === lower.join();
        const isUpper = numbers.length === 1 && numbers[0] === ieltsBands.upperFrom.toFixed(1);
        expect(isLower || isUpper, scores).toBe(true);
      }
    });
});
