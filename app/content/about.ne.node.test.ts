import { describe, expect, it } from "vitest";
import { englishWordsIn } from "../../tests/e2e/nepali-text";
import { creditTransfer } from "./credit-transfer";
import { creditTransferNe } from "./credit-transfer.ne";
import { galleryPage } from "./gallery";
import { galleryPageNe } from "./gallery.ne";
import { ceoMessage, chairmanMessage } from "./leaders";
import { ceoMessageNe, chairmanMessageNe } from "./leaders.ne";
import { nccEducation } from "./ncc-education";
import { nccEducationNe } from "./ncc-education.ne";
import type { PartnershipPage, Stat } from "./partnership";
import { uclan } from "./uclan";
import { uclanNe } from "./uclan.ne";

// The About pages' Nepali twins (decision 021): the English records' facts, Nepali words.

/** Every string in a record, keys excepted. */
const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];

/** The figures of a list of stats, without their words. */
const figures = (stats: Stat[]) =>
  stats.map(({ value, suffix, decimals, prefix }) => [value, suffix, decimals, !!prefix]);

describe("the About pages in Nepali", () => {
  it("leaders' messages: the same people, portraits and sample flags", () => {
    for (const [en, ne] of [
      [chairmanMessage, chairmanMessageNe],
      [ceoMessage, ceoMessageNe],
    ] as const) {
      expect(ne.name).toBe(en.name);
      expect(ne.sample).toBe(en.sample);
      expect({ ...ne.image, alt: "" }).toEqual({ ...en.image, alt: "" });
      expect(ne.logo.src).toBe(en.logo.src);
      expect(ne.introMessage).toHaveLength(en.introMessage.length);
      expect(ne.vision).toHaveLength(en.vision.length);
      // Every text but the name (which stays as the leader writes it) is Nepali.
      const shown = [ne.header, ne.logo.alt, ne.introMessage, ne.title, ne.image.alt, ne.vision];
      expect(texts(shown).flatMap(englishWordsIn)).toEqual([]);
    }
  });

  const partners: [string, PartnershipPage, PartnershipPage][] = [
    ["uclan", uclan, uclanNe],
    ["ncc-education", nccEducation, nccEducationNe],
  ];
  for (const [name, en, ne] of partners)
    it(`${name}: the same figures, sections and links, in Nepali`, () => {
      expect(figures(ne.stats)).toEqual(figures(en.stats));
      expect(new Set(ne.stats.map((s) => s.label)).size).toBe(en.stats.length);
      expect(ne.countDuration).toBe(en.countDuration);
      // Section by section, as preflight finds a noted English section's Nepali twin (by its place).
      expect(ne.sections).toHaveLength(en.sections.length);
      expect(ne.outward.href).toBe(en.outward.href);
      const shown = [
        ne.intro,
        ne.statsHeading,
        ne.stats.map((s) => [s.label, s.prefix ?? ""]),
        ne.sections.map((s) => [s.title, s.paragraphs, s.bullets ?? []]),
        ne.programmes.heading,
        ne.programmes.links.map((l) => l.label),
        ne.outward.label,
        ne.outward.text,
      ];
      expect(texts(shown).flatMap(englishWordsIn)).toEqual([]);
    });

  it("credit transfer: the same figures and guide, in Nepali", () => {
    expect(figures(creditTransferNe.stats)).toEqual(figures(creditTransfer.stats));
    expect(creditTransferNe.pdf.path).toBe(creditTransfer.pdf.path);
    expect(creditTransferNe.blocks).toHaveLength(creditTransfer.blocks.length);
    const { pdf, ...page } = creditTransferNe;
    expect(texts([page, pdf.title]).flatMap(englishWordsIn)).toEqual([]);
  });

  it("gallery: the same images, each with its own Nepali caption and description", () => {
    const facts = (images: typeof galleryPage.images) =>
      images.map(({ src, width, height }) => ({ src, width, height }));
    expect(facts(galleryPageNe.images)).toEqual(facts(galleryPage.images));
    expect(new Set(galleryPageNe.images.map((g) => g.alt)).size).toBe(galleryPage.images.length);
    expect(new Set(galleryPageNe.images.map((g) => g.caption)).size).toBe(galleryPage.images.length);
    const words = [
      galleryPageNe.heading,
      galleryPageNe.intro,
      ...galleryPageNe.images.flatMap((g) => [g.caption, g.alt]),
    ];
    expect(words.flatMap(englishWordsIn)).toEqual([]);
  });
});
