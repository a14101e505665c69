import { describe, expect, it } from "vitest";
import { programmes } from "../programmes.server";
import { programmesNe } from "../programmes.ne.server";
import type { ProgrammeSlug } from "./names";
import { englishWordsIn } from "../../../tests/e2e/nepali-text";
import type { Block, Programme, UnitGroup } from "./types";

/** What a block is, whatever its language: its type, and its facts (counts, titles of units, steps marked, documents). */
function shape(block: Block): unknown {
  switch (block.type) {
    case "list":
      return { type: block.type, items: block.items.length, ordered: block.ordered, labelled: Boolean(block.label) };
    case "topics":
      return {
        type: block.type,
        items: block.items.length,
        ordered: block.ordered,
        documents: block.items.map((t) => t.document?.path),
      };
    case "facts":
      return { type: block.type, items: block.items.length };
    case "units":
      return {
        type: block.type,
        // The units' official titles and credits; a Nepali record adds only each unit's gloss.
        groups: block.groups.map((g) => ({
          required: g.required,
          units: g.units.map(({ title, credits }) => ({ title, credits })),
          note: Boolean(g.note),
        })),
      };
    case "progression":
      return { type: block.type, steps: block.steps.map((s) => s.current ?? false) };
    case "documents":
      return { type: block.type, items: block.items.map((d) => ({ ...d, label: undefined })) };
    case "link":
      return { type: block.type, href: block.href };
    default:
      return { type: block.type };
  }
}

function facts(p: Programme) {
  return {
    kind: p.kind,
    apply: p.apply,
    logo: p.intro.logo?.src,
    paragraphs: p.intro.paragraphs.length,
    downloads: p.downloads.map((d) => ({ ...d, label: undefined })),
    video: p.video?.src,
    sections: p.sections.map((s) => ({ id: s.id, blocks: s.blocks.map(shape) })),
  };
}

describe("the programmes' Nepali twins", () => {
  for (const english of programmes) {
    const slug = english.page.slug as ProgrammeSlug;
    const nepali = programmesNe[slug];
    it(`${slug}: the English record's facts, units and documents`, () => {
      expect(facts(nepali)).toEqual(facts(english));
    });
  }
});

/** Every text a Nepali record shows, but the unit titles (official names, marked lang="en" on the page; their glosses count). */
function texts(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return [
      "path",
      "src",
      "href",
      "id",
      "confirm",
      "claims",
      "imageSrc",
      "slug",
      "type",
      "include",
      "kind",
      "apply",
    ].includes(key)
      ? []
      : [value];
  if (Array.isArray(value)) return value.flatMap((v) => texts(v, key));
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (record.type === "units")
      return (record.groups as UnitGroup[]).flatMap((g) => [
        g.name,
        ...(g.note ? [g.note] : []),
        ...g.units.flatMap((u) => (u.gloss ? [u.gloss] : [])),
      ]);
    return Object.entries(record).flatMap(([k, v]) => (k === "extra" ? [] : texts(v, k)));
  }
  return [];
}

describe("the programmes' Nepali twins have no untranslated English", () => {
  for (const [slug, programme] of Object.entries(programmesNe)) {
    it(slug, () => {
      const english = texts(programme).flatMap((text) => {
        const words = englishWordsIn(text);
        return words.length ? [`${text}  ← ${words.join(", ")}`] : [];
      });
      expect(english).toEqual([]);
    });
  }
});
