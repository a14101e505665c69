import { describe, expect, it } from "vitest";
import { findProgrammes } from "~/finder/eligibility";
import { toDevanagariDigits } from "~/i18n/numerals";
import { admissionsFaqs } from "./admissions";
import {
  type EntryRule,
  degreeEntryStatement,
  diplomaEntryStatements,
  entryByLevel,
  entryByProgramme,
} from "./entry-requirements";
import { entryByProgramme as entryByProgrammeNe } from "./entry-requirements.ne";
import { policies } from "./policies";
import { type ProgrammeSlug, programmeNames } from "./programmes/names";
import type { Programme } from "./programmes/types";
import { programmesNe } from "./programmes.ne.server";
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

describe("one record for the programme pages and the finder", () => {
  const sectionText = (programme: Programme) => {
    const section = programme.sections.find((s) => s.id === "entry");
    return (section?.blocks ?? []).flatMap((b) =>
      b.type === "list" ? b.items : b.type === "topics" ? b.items.map((t) => t.detail) : [],
    );
  };
  const slugs = Object.keys(programmeNames) as ProgrammeSlug[];

  /** The section's paragraphs after its list: the record's notes, where a page's own words could disagree with the rule. */
  const sectionNotes = (programme: Programme) =>
    (programme.sections.find((s) => s.id === "entry")?.blocks ?? []).flatMap((b) =>
      b.type === "text" ? [b.text] : [],
    );

  it("every programme page's Entry Requirements section is its record's words, all of them, in both languages, and the Nepali record keeps the English rule", () => {
    for (const slug of slugs) {
      const page = programmes.find((p) => p.page.slug === slug);
      expect(page, slug).toBeDefined();
      expect(sectionText(page!), slug).toEqual(entryByProgramme[slug].lines);
      expect(sectionText(programmesNe[slug]), slug).toEqual(entryByProgrammeNe[slug].lines);
      expect(sectionNotes(page!), slug).toEqual(entryByProgramme[slug].notes ?? []);
      expect(sectionNotes(programmesNe[slug]), slug).toEqual(entryByProgrammeNe[slug].notes ?? []);
      expect(entryByProgramme[slug].notes?.length ?? 0, slug).toBe(entryByProgrammeNe[slug].notes?.length ?? 0);
      expect(entryByProgrammeNe[slug].rule, slug).toBe(entryByProgramme[slug].rule);
      const blocks = page!.sections.find((s) => s.id === "entry")!.blocks;
      expect(
        blocks.every((b) => b.type === "list" || b.type === "topics" || b.type === "text"),
        slug,
      ).toBe(true);
    }
  });

  /** The figures a rule compares a student with: its routes' minimums and its IELTS band. */
  const figuresOf = (rule: EntryRule) => [
    ...rule.academic.flatMap((route) => ("min" in route ? [route.min] : [])),
    ...(rule.english?.ielts === undefined ? [] : [rule.english.ielts]),
    ...(rule.levels ? [rule.levels.Intermediate.min, rule.levels.Intermediate.max, rule.levels.Advanced.over] : []),
  ];
  const words = ["zero", "one", "two", "three", "four", "five"];

  it("every figure the finder compares with is one its page states, in both languages", () => {
    for (const slug of slugs) {
      const { rule } = entryByProgramme[slug];
      const en = sectionText(programmes.find((p) => p.page.slug === slug)!).join(" ");
      const ne = sectionText(programmesNe[slug]).join(" ");
      for (const figure of figuresOf(rule)) {
        const said = new RegExp(`(^|[^\\d.])${String(figure).replace(".", "\\.")}(?![\\d.]\\d)|\\b${words[figure]}\\b`);
        expect(en, `${slug}: ${figure}`).toMatch(said);
        expect(ne, `${slug}: ${figure}`).toContain(toDevanagariDigits(String(figure)));
      }
    }
  });

  it("the finder judges a student at each Grade 12 figure of a page as meeting it, and just under it as not", () => {
    for (const slug of slugs) {
      for (const route of entryByProgramme[slug].rule.academic) {
        if (route.kind !== "gpa" && route.kind !== "percent" && route.kind !== "a-levels") continue;
        const board = route.kind === "a-levels" ? "a-levels" : route.boards[0]!;
        const scale = route.kind === "a-levels" ? "passes" : route.kind;
        const at = (value: number) =>
          findProgrammes({ board, result: { scale, value }, ielts: 9, diploma: null, experience: 0, interests: [] })
            .find((f) => f.slug === slug)
            ?.reasons.find((r) => r.kind === route.kind);
        expect(at(route.min), `${slug} at ${route.min}`).toMatchObject({ met: true, min: route.min });
        expect(at(route.min - 0.01), `${slug} under ${route.min}`).toMatchObject({ met: false, min: route.min });
      }
    }
  });
});
