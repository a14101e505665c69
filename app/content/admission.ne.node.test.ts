import { describe, expect, it } from "vitest";
import { toDevanagariDigits, toLatinDigits } from "../i18n/numerals";
import { fees } from "./fees";
import { feesNe } from "./fees.ne";
import { scholarship, scholarshipTiers } from "./scholarship";
import { scholarshipNe } from "./scholarship.ne";
import { site } from "./site";
import { whyMbc } from "./why-mbc";
import { whyMbcNe } from "./why-mbc.ne";

/**
 * The admission pages' Nepali twins (decision 021) state the English pages'
 * facts: the same number of strengths, testimonials, blocks and steps, the
 * same testimonials' names and ratings, the same scholarship tiers and the
 * same contact details, with numbers in Devanagari digits.
 */
const latinWords = (text: string) =>
  (
    text
      .split(site.name)
      .join(" ")
      .match(/[A-Za-z]{3,}/g) ?? []
  ).filter((w) => !`${site.partners.university.name} ${site.partners.awardingBody.name} AI`.includes(w));

describe("the admission pages in Nepali", () => {
  it("why MBC: the same strengths and testimonials, the testimonials' facts unchanged", () => {
    expect(whyMbcNe.strengths).toHaveLength(whyMbc.strengths.length);
    expect(whyMbcNe.testimonials.map(({ text: _, ...facts }) => facts)).toEqual(
      whyMbc.testimonials.map(({ text: _, ...facts }) => facts),
    );
    for (const t of whyMbcNe.testimonials) expect(t.text).toMatch(/[\u0900-\u097F]/);
    for (const s of whyMbcNe.strengths) expect(latinWords(`${s.title} ${s.text}`)).toEqual([]);
  });

  it("scholarship: the same tiers, percentages and recipients, in Devanagari digits", () => {
    expect(scholarshipNe.tiers.map((t) => t.percentage)).toEqual(scholarship.tiers.map((t) => t.percentage));
    scholarshipNe.tiers.forEach((tier, i) => {
      expect(tier.percent).toBe(toDevanagariDigits(`${scholarshipTiers[i]!.percentage}%`));
      expect(toLatinDigits(tier.recipients)).toContain(String(scholarshipTiers[i]!.recipients));
      expect(tier.recipients).not.toMatch(/[0-9]/);
    });
    expect(scholarshipNe.overview).toHaveLength(scholarship.overview.length);
    expect(scholarshipNe.eligibility.steps).toHaveLength(scholarship.eligibility.steps.length);
    expect(toLatinDigits(scholarshipNe.eligibility.paragraphs.join(" "))).toContain("3.7");
  });

  it("fees: the same blocks, the same contact details and the same PDF", () => {
    expect(feesNe.blocks.map((b) => b.bullets?.length)).toEqual(fees.blocks.map((b) => b.bullets?.length));
    expect(feesNe.blocks.map((b) => b.paragraphs.length)).toEqual(fees.blocks.map((b) => b.paragraphs.length));
    expect(feesNe.pdf.path).toBe(fees.pdf.path);
    // site.ts's numbers, in Devanagari digits.
    for (const phone of site.phones) expect(toLatinDigits(feesNe.contact)).toContain(phone);
    expect(feesNe.contact).not.toMatch(/[0-9]{4}/);
    expect(feesNe.contact).toContain(site.emails[1]);
    const scholarshipBlock = feesNe.blocks[1]!.paragraphs.join(" ");
    expect(toLatinDigits(scholarshipBlock)).toContain("100%, 90%, 80%");
    expect(toLatinDigits(scholarshipBlock)).toContain("3.7");
  });
});
