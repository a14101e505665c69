import { describe, expect, it } from "vitest";
import { programmes } from "../programmes.server";
import { type ProgrammeSlug, programmeNames } from "./names";
import type { ProgressionStep } from "./types";

/** Every progression step a programme's page shows, section by section. */
function pathways(slug: ProgrammeSlug): ProgressionStep[][] {
  const programme = programmes.find((p) => p.page.slug === slug);
  return (programme?.sections ?? []).flatMap((s) =>
    s.blocks.flatMap((b) => (b.type === "progression" ? [b.steps] : [])),
  );
}

describe("progression pathways", () => {
  const withPathway = programmes.filter((p) => pathways(p.page.slug as ProgrammeSlug).length > 0);

  it("appear on both degrees and all seven diplomas", () => {
    expect(withPathway.map((p) => p.page.slug).sort()).toEqual(
      [
        "business-computing",
        "bsc-cybersecurity",
        "l3dc",
        "l3ifdhes",
        "l4dc",
        "l4dc-bm",
        "l5dc",
        "l5dc-bm",
        "l5dc-cs",
      ].sort(),
    );
  });

  for (const programme of withPathway) {
    const slug = programme.page.slug as ProgrammeSlug;
    it(`${slug}: marks exactly one step, the page's own programme by its full name`, () => {
      for (const steps of pathways(slug)) {
        const current = steps.filter((s) => s.current);
        expect(current.map((s) => s.label)).toEqual([programmeNames[slug]]);
        // No other step may claim the page's name either.
        expect(steps.filter((s) => s.label === programmeNames[slug])).toHaveLength(1);
      }
    });
  }

  it("never pairs a step's name with another programme's detail", () => {
    // The Level 3 rung names the foundation diploma only where it is not the Level 3 Diploma's own page.
    const l3 = pathways("l3dc")[0]?.[0];
    expect(l3).toMatchObject({ label: programmeNames.l3dc, current: true });
    expect(l3?.detail).not.toMatch(/Foundation/);
  });
});
