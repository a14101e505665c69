import { describe, expect, it } from "vitest";
import { pages } from "./pages";
import { documents, programmeLinks, sectionToPdf } from "./programmes.documents";
import { programmes } from "./programmes";

describe("programme documents", () => {
  it("covers the thirteen programme pages of SPEC §2.1", () => {
    const programmePaths = pages.map((p) => p.path).filter((p) => p.startsWith("/programs/"));
    expect(programmes.map((p) => p.path).sort()).toEqual(programmePaths.sort());
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
    const l4 = programmes.find((p) => p.slug === "l4dc")!;
    const [units] = sectionToPdf(l4.sections.find((s) => s.id === "units")!);
    expect(units?.table?.length).toBe(1 + 5 + 3);
  });
});
