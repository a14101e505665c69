import { describe, expect, it } from "vitest";
import { admissionsFaqs } from "./admissions";
import { degreeEntryStatement, diplomaEntryStatements, entryByLevel } from "./entry-requirements";
import { policies } from "./policies";
import { programmes } from "./programmes.server";

const entryText = (slug: string) =>
  programmes
    .find((p) => p.page.slug === slug)
    ?.sections.find((s) => s.id === "entry")
    ?.blocks.flatMap((b) => (b.type === "list" ? b.items : []));

describe("entry requirements, one statement per level", () => {
  it("say which rule applies to which level (requirements §9)", () => {
    expect(diplomaEntryStatements).toEqual([
      expect.stringMatching(/^Level 3 Diploma in Computing: completion of the Secondary Education Examination/),
      expect.stringMatching(/^Level 3 International Foundation Diploma: completion of Grade 11 or Grade 12/),
      expect.stringMatching(
        /^Level 4 Diploma in Computing: completion of high school \(10\+2 or equivalent\) with at least 50%/,
      ),
      expect.stringMatching(/^Level 4 Diploma in Computing with Business Management: a GPA of 1\.5/),
      expect.stringMatching(
        /^Level 5 Diplomas: the NCC Education Level 4 Diploma in Computing.*IELTS 5\.5 or equivalent\.$/,
      ),
    ]);
    expect(degreeEntryStatement).toMatch(/^BSc \(Hons\) degrees: a minimum GPA of 1\.5/);
    // The 10+2 rule is the Level 4 Diploma's alone: no Level 3 route asks for it.
    expect(diplomaEntryStatements.filter((s) => s.includes("10+2"))).toHaveLength(1);
  });

  it("are quoted word for word by the FAQ and the Admission Policy", () => {
    const faq = admissionsFaqs.find((f) => f.question === "What are the entry requirements?")?.answer ?? "";
    const policy = policies.find((p) => p.title === "Admission Policy")?.bullets ?? [];
    for (const statement of [...diplomaEntryStatements, degreeEntryStatement]) {
      expect(faq).toContain(statement);
      expect(policy).toContain(statement);
    }
    expect(`${faq} ${policy.join(" ")}`).not.toMatch(/Diploma programmes: a minimum of 50%/);
  });

  it("are the diploma pages' own lists", () => {
    const pages = {
      l3dc: entryByLevel.l3dc,
      l3ifdhes: entryByLevel.foundation,
      l4dc: entryByLevel.l4dc,
      "l4dc-bm": entryByLevel.l4dcBm,
      l5dc: entryByLevel.l5,
      "l5dc-bm": entryByLevel.l5,
      "l5dc-cs": entryByLevel.l5,
    };
    for (const [slug, level] of Object.entries(pages)) {
      expect(entryText(slug), slug).toEqual([level.academic, ...("english" in level ? [level.english] : [])]);
    }
  });
});
