import { describe, expect, it } from "vitest";
import { pages } from "./pages.server";
import { documents, programmeLinks, sectionToPdf } from "./programmes.documents";
import { programmes } from "./programmes.server";

describe("programme documents", () => {
  it("covers the thirteen programme pages of requirements §2.1", () => {
    const programmePaths = pages.map((p) => p.path).filter((p) => p.startsWith("/programs/"));
    expect(programmes.map((p) => p.page.path).sort()).toEqual(programmePaths.sort());
  });

  it("generates exactly one PDF for every document a page links", () => {
    const linked = programmes.flatMap(programmeLinks).map((l) => l.path);
    expect(new Set(linked).size).toBe(linked.length);
    expect(documents.map((d) => d.path).sort()).toEqual([...linked].sort());
    for (const path of linked) expect(path).toMatch(/^\/docs\/[a-z0-9-]+\.pdf$/);
  });

  it("builds each PDF from the page's own records", () => {
    const sheet = documents.find((d) => d.path === "/docs/l5dc-programme-sheet.pdf")!;
    const text = JSON.stringify(sheet);
    expect(text).toContain("600/3055/0");
    expect(text).toContain("IELTS 5.5 or equivalent");
    for (const ds of ["introduction", "intermediate", "advanced", "expert"]) {
      expect(documents.some((d) => d.path === `/docs/data-science-${ds}-specification.pdf`)).toBe(true);
    }
  });

  it("turns a units block into a table with one row per unit", () => {
    const l4 = programmes.find((p) => p.page.slug === "l4dc")!;
    const [units] = sectionToPdf(l4.sections.find((s) => s.id === "units")!);
    expect(units?.table?.length).toBe(1 + 5 + 3);
  });

  it("states each unit group's rule as its page does, the foundation diploma's IELTS-band electives included", () => {
    for (const p of programmes) {
      for (const section of p.sections) {
        for (const block of section.blocks) {
          if (block.type !== "units") continue;
          const [pdf] = sectionToPdf(section);
          const text = JSON.stringify(pdf);
          for (const g of block.groups) {
            // A group that offers a choice says how many, on the page and in the PDF.
            if (g.units.length > g.required) expect(g.note, `${p.page.slug} ${g.name}`).toMatch(/choose/i);
            if (g.note) expect(text).toContain(g.note);
          }
          // No rule in the PDF that the page does not state.
          const notes = block.groups.map((g) => g.note ?? "").join(" ");
          for (const rule of text.match(/choose \d+/gi) ?? [])
            expect(notes.toLowerCase()).toContain(rule.toLowerCase());
        }
      }
    }
    const foundation = documents
      .map((d) => JSON.stringify(d))
      .filter((t) => t.includes("/docs/l3ifdhes-") && t.includes("Elective units"));
    expect(foundation.length).toBeGreaterThan(0);
    for (const text of foundation) {
      expect(text).toContain("Choose 3 (IELTS 5.5 and above) or 2 (IELTS 4.5 or 5.0)");
      expect(text).not.toMatch(/\(choose 3\)/i);
    }
  });
});
