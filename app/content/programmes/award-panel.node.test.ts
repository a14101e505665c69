import { describe, expect, it } from "vitest";
import { programmesNe } from "../programmes.ne.server";
import { programmes } from "../programmes.server";
import { site } from "../site";
import { awardPanel } from "./award-panel";
import { awardPanel as awardPanelNe } from "./award-panel.ne";
import { arrangements, awardOf } from "./awards";
import { type ProgrammeSlug, programmeNames } from "./names";
import type { AwardPanel, Programme } from "./types";

/**
 * Who awards what, as requirements §1 and §9 say it (written out here, not
 * read from the records): UCLan the two BSc (Hons) degrees, NCC Education
 * the seven diplomas, the college its four short courses; and the only two
 * qualification references the requirements give.
 */
const AWARDED_BY: Record<ProgrammeSlug, "UCLan" | "NCC Education" | "college"> = {
  "business-computing": "UCLan",
  "bsc-cybersecurity": "UCLan",
  l3dc: "NCC Education",
  l3ifdhes: "NCC Education",
  l4dc: "NCC Education",
  "l4dc-bm": "NCC Education",
  l5dc: "NCC Education",
  "l5dc-bm": "NCC Education",
  "l5dc-cs": "NCC Education",
  "cyber-security-short": "college",
  "artificial-intelligence": "college",
  "data-science": "college",
  "full-stack": "college",
};
const REFERENCES: Partial<Record<ProgrammeSlug, string>> = { l4dc: "600/0406/X", l5dc: "600/3055/0" };
const PARTNER_PAGE = { UCLan: "/about/uclan", "NCC Education": "/about/ncc-education" } as const;

const slugOf = (p: Programme) => p.page.slug as ProgrammeSlug;
const detail = (panel: AwardPanel, id: string) => panel.facts.find((f) => f.id === id)?.detail;

describe("every programme page has its award panel, from the shared award record", () => {
  it("all thirteen programmes, in both languages", () => {
    expect(programmes.map(slugOf).sort()).toEqual(Object.keys(AWARDED_BY).sort());
    for (const p of programmes) {
      expect(p.award, slugOf(p)).toEqual(awardPanel(slugOf(p)));
      expect(programmesNe[slugOf(p)].award, slugOf(p)).toEqual(awardPanelNe(slugOf(p)));
    }
  });

  it.each(programmes.map((p) => [slugOf(p), p] as const))(
    "%s: awarder, level, reference, place, certificate",
    (slug, p) => {
      const award = awardOf(slug);
      const panel = p.award;
      const by = AWARDED_BY[slug];
      // The awarder and its page are the arrangement's, the one record of them.
      const arrangement =
        by === "UCLan"
          ? arrangements.university
          : by === "NCC Education"
            ? arrangements.awardingBody
            : arrangements.college;
      expect(award.arrangement).toBe(arrangement);
      const awarder =
        by === "UCLan" ? site.partners.university : by === "NCC Education" ? site.partners.awardingBody : site;
      expect(detail(panel, "awarded-by")).toContain(awarder.name);
      expect(panel.partner.href).toBe(by === "college" ? "/admission/why-mbc" : PARTNER_PAGE[by]);
      // The record's kind and the award agree: a degree is UCLan's, a diploma NCC Education's, a short course the college's.
      expect(p.kind).toBe({ UCLan: "degree", "NCC Education": "diploma", college: "short-course" }[by]);

      // Level: the honours degree's, or the diploma's own (its name says which); none for a short course.
      const level = detail(panel, "level");
      if (by === "UCLan") expect(level).toMatch(/^An honours degree at Level 6 of the FHEQ/);
      else if (by === "NCC Education")
        expect(level).toMatch(new RegExp(`^Level ${programmeNames[slug].match(/Level (\d)/)![1]} of the RQF`));
      else expect(level).toBeUndefined();

      // The reference where the requirements give one; a pathway shows its parent's as the parent's.
      const reference = detail(panel, "reference");
      const parent = slug === "l4dc-bm" ? "l4dc" : slug === "l5dc-bm" || slug === "l5dc-cs" ? "l5dc" : undefined;
      if (REFERENCES[slug]) expect(reference).toBe(REFERENCES[slug]);
      else if (parent) expect(reference).toBe(`${REFERENCES[parent]} (the ${programmeNames[parent]}'s reference)`);
      else expect(reference).toBeUndefined();

      // Taught at the campus; a diploma's page names the top-up at UCLan after it, a degree's its three years.
      expect(detail(panel, "taught")).toContain(`${site.address.area}, ${site.address.locality}`);
      expect(Boolean(detail(panel, "towards-degree"))).toBe(by === "NCC Education");
      if (by === "UCLan") expect(detail(panel, "taught")).toMatch(/^All three years/);
      // The certificate names the programme as names.ts does, and who issues it.
      if (by === "college")
        expect(detail(panel, "certificate")).toContain(`certificate of completion from ${site.name}`);
      else
        expect(detail(panel, "certificate")).toBe(
          `“${programmeNames[slug]}”, issued by ${by === "UCLan" ? "the " : ""}${awarder.name}`,
        );
    },
  );

  it("one arrangement, one set of words: every panel of an arrangement says how it works alike", () => {
    for (const arrangement of Object.values(arrangements)) {
      const its = programmes.filter((p) => awardOf(slugOf(p)).arrangement === arrangement);
      expect(its.length).toBeGreaterThan(1);
      for (const panels of [its.map((p) => p.award), its.map((p) => programmesNe[slugOf(p)].award)])
        expect(new Set(panels.map((panel) => detail(panel, "arrangement"))).size).toBe(1);
    }
  });

  it("the accreditation sections show the references the panels do, never retyped", () => {
    for (const p of programmes) {
      const award = awardOf(slugOf(p));
      const shown = p.sections
        .flatMap((s) => s.blocks)
        .flatMap((b) => (b.type === "facts" ? b.items : []))
        .find((f) => f.term === "Qualification reference")?.detail;
      if (award.reference) expect(shown, slugOf(p)).toMatch(new RegExp(`^${award.reference.number}`));
    }
  });

  it("the Nepali panel has the English one's lines, in its order, so preflight pairs each note with its twin", () => {
    for (const p of programmes) {
      const nepali = programmesNe[slugOf(p)].award;
      expect(nepali.facts.map((f) => f.id)).toEqual(p.award.facts.map((f) => f.id));
      expect(nepali.partner.href).toBe(p.award.partner.href);
      for (const text of [nepali.heading, nepali.partner.text, ...nepali.facts.flatMap((f) => [f.term, f.detail])])
        expect(text).toMatch(/[\u0900-\u097F]|^\d{3}\/\d{4}\/[0-9X]$/);
    }
  });
});
