/**
 * The finder's judgement over a table of students. Each row's expected
 * programmes are written from docs/requirements.md §9 ("Entry
 * requirements"), not from the engine:
 * - degrees (BSc): GPA 1.5 in NEB's Grade 12, or 45% in CBSE, or 2 A-level passes; a good standard
 *   of English, assessed without a score (the degree pages' rule, listed for the college); a Level 5
 *   diploma leads to a degree's final year (the top-up), which the office arranges;
 * - Level 4 Diploma in Computing: 50% in high school, or a Level 3 diploma; IELTS 5.5,
 *   or the college's assessment without a score (mature applicants considered individually:
 *   the office is asked);
 * - Level 4 with Business Management: GPA 1.5 (NEB), or 45% in another board, or 2 A-level
 *   passes (or a Level 3 diploma, its page says);
 * - Level 5 diplomas: the Level 4 Diploma or a pathway (or a first year elsewhere, which the office
 *   judges from a transcript); IELTS 5.5 or equivalent;
 * - Level 3 Diploma: after Grade 10 (the SEE), English assessed without a score; foundation:
 *   after Grade 11 or 12, IELTS 4.5 or the college's assessment without a score;
 * - short courses: Grade 12 (cyber security: or IT work); Data Science: open to beginners,
 *   Intermediate after 2–3 years.
 * A rule the requirements give in one kind of result (a percentage) says nothing of another
 * (a GPA): the office is asked. A diploma held stands for the levels below it, which are not
 * offered again; a programme that needs steps names all of them, in order.
 */
import { describe, expect, it } from "vitest";
import type { ProgrammeSlug } from "~/content/programmes/names";
import { BOARDS } from "./choices";
import { type Finding, type Student, findProgrammes } from "./eligibility";

type Row = {
  name: string;
  student: Partial<Student> & Pick<Student, "board" | "result">;
  now: ProgrammeSlug[];
  step: ProgrammeSlug[];
  ask: ProgrammeSlug[];
  closed: ProgrammeSlug[];
};

const DEGREES: ProgrammeSlug[] = ["business-computing", "bsc-cybersecurity"];
const LEVEL_5: ProgrammeSlug[] = ["l5dc", "l5dc-bm", "l5dc-cs"];
const SHORT: ProgrammeSlug[] = ["cyber-security-short", "artificial-intelligence", "data-science", "full-stack"];
const LEVEL_3: ProgrammeSlug[] = ["l3dc", "l3ifdhes"];

const neb = (gpa: number) => ({ board: "neb", result: { scale: "gpa", value: gpa } }) as const;
const cbse = (percent: number) => ({ board: "cbse", result: { scale: "percent", value: percent } }) as const;
const aLevels = (passes: number) => ({ board: "a-levels", result: { scale: "passes", value: passes } }) as const;
const other = (percent: number) => ({ board: "other", result: { scale: "percent", value: percent } }) as const;

const rows: Row[] = [
  {
    name: "NEB GPA 1.5, no English score",
    student: neb(1.5),
    now: ["l4dc-bm", ...SHORT],
    step: [...DEGREES, ...LEVEL_3, ...LEVEL_5],
    ask: ["l4dc"],
    closed: [],
  },
  {
    name: "NEB GPA 1.49, no English score",
    student: neb(1.49),
    now: SHORT,
    step: [...LEVEL_3, "l4dc-bm", ...LEVEL_5],
    ask: ["l4dc"],
    closed: DEGREES,
  },
  {
    name: "NEB GPA 1.5, IELTS 5.5",
    student: { ...neb(1.5), ielts: 5.5 },
    now: [...DEGREES, ...LEVEL_3, "l4dc-bm", ...SHORT],
    step: LEVEL_5,
    ask: ["l4dc"],
    closed: [],
  },
  {
    name: "NEB GPA 4.0 (the top), IELTS 7",
    student: { ...neb(4), ielts: 7 },
    now: [...DEGREES, ...LEVEL_3, "l4dc-bm", ...SHORT],
    step: LEVEL_5,
    ask: ["l4dc"],
    closed: [],
  },
  {
    name: "NEB GPA 0, IELTS 6",
    student: { ...neb(0), ielts: 6 },
    now: [...LEVEL_3, ...SHORT],
    step: ["l4dc-bm", ...LEVEL_5],
    ask: ["l4dc"],
    closed: DEGREES,
  },
  {
    name: "CBSE 45%, IELTS 6",
    student: { ...cbse(45), ielts: 6 },
    now: [...DEGREES, ...LEVEL_3, "l4dc-bm", ...SHORT],
    step: ["l4dc", ...LEVEL_5],
    ask: [],
    closed: [],
  },
  {
    name: "CBSE 44.9%, IELTS 6",
    student: { ...cbse(44.9), ielts: 6 },
    now: [...LEVEL_3, ...SHORT],
    step: ["l4dc", "l4dc-bm", ...LEVEL_5],
    ask: [],
    closed: DEGREES,
  },
  {
    name: "CBSE 50%, IELTS 5.5",
    student: { ...cbse(50), ielts: 5.5 },
    now: [...DEGREES, ...LEVEL_3, "l4dc", "l4dc-bm", ...SHORT],
    step: LEVEL_5,
    ask: [],
    closed: [],
  },
  {
    name: "CBSE 49.9%, IELTS 5.5",
    student: { ...cbse(49.9), ielts: 5.5 },
    now: [...DEGREES, ...LEVEL_3, "l4dc-bm", ...SHORT],
    step: ["l4dc", ...LEVEL_5],
    ask: [],
    closed: [],
  },
  {
    name: "CBSE 50%, no English score",
    student: cbse(50),
    now: ["l4dc-bm", ...SHORT],
    step: [...DEGREES, ...LEVEL_3, "l4dc", ...LEVEL_5],
    ask: [],
    closed: [],
  },
  {
    name: "CBSE 50%, IELTS 5.0 (half a band under the diplomas')",
    student: { ...cbse(50), ielts: 5 },
    now: [...DEGREES, ...LEVEL_3, "l4dc-bm", ...SHORT],
    step: ["l4dc", ...LEVEL_5],
    ask: [],
    closed: [],
  },
  {
    name: "CBSE 50%, IELTS 4.5 (the foundation's band)",
    student: { ...cbse(50), ielts: 4.5 },
    now: [...DEGREES, ...LEVEL_3, "l4dc-bm", ...SHORT],
    step: ["l4dc", ...LEVEL_5],
    ask: [],
    closed: [],
  },
  {
    name: "CBSE 50%, IELTS 4.0 (under the foundation's band)",
    student: { ...cbse(50), ielts: 4 },
    now: [...DEGREES, "l3dc", "l4dc-bm", ...SHORT],
    step: ["l3ifdhes", "l4dc", ...LEVEL_5],
    ask: [],
    closed: [],
  },
  {
    name: "CBSE 100%, IELTS 9",
    student: { ...cbse(100), ielts: 9 },
    now: [...DEGREES, ...LEVEL_3, "l4dc", "l4dc-bm", ...SHORT],
    step: LEVEL_5,
    ask: [],
    closed: [],
  },
  {
    name: "A-levels, 2 passes, no English score",
    student: aLevels(2),
    now: ["l4dc-bm", ...SHORT],
    step: [...DEGREES, ...LEVEL_3, ...LEVEL_5],
    ask: ["l4dc"],
    closed: [],
  },
  {
    name: "A-levels, 1 pass, IELTS 6",
    student: { ...aLevels(1), ielts: 6 },
    now: [...LEVEL_3, ...SHORT],
    step: ["l4dc-bm", ...LEVEL_5],
    ask: ["l4dc"],
    closed: DEGREES,
  },
  {
    name: "A-levels, 0 passes, IELTS 6",
    student: { ...aLevels(0), ielts: 6 },
    now: [...LEVEL_3, ...SHORT],
    step: ["l4dc-bm", ...LEVEL_5],
    ask: ["l4dc"],
    closed: DEGREES,
  },
  {
    name: "A-levels, 3 passes, IELTS 7",
    student: { ...aLevels(3), ielts: 7 },
    now: [...DEGREES, ...LEVEL_3, "l4dc-bm", ...SHORT],
    step: LEVEL_5,
    ask: ["l4dc"],
    closed: [],
  },
  {
    name: "another board, 45%, IELTS 6",
    student: { ...other(45), ielts: 6 },
    now: [...LEVEL_3, "l4dc-bm", ...SHORT],
    step: ["l4dc", ...LEVEL_5],
    ask: DEGREES,
    closed: [],
  },
  {
    name: "another board, 44.9%, IELTS 6",
    student: { ...other(44.9), ielts: 6 },
    now: [...LEVEL_3, ...SHORT],
    step: ["l4dc", "l4dc-bm", ...LEVEL_5],
    ask: DEGREES,
    closed: [],
  },
  {
    name: "another board, 50%, IELTS 5.5",
    student: { ...other(50), ielts: 5.5 },
    now: [...LEVEL_3, "l4dc", "l4dc-bm", ...SHORT],
    step: LEVEL_5,
    ask: DEGREES,
    closed: [],
  },
  {
    name: "another board, a GPA of 3.0, IELTS 6",
    student: { board: "other", result: { scale: "gpa", value: 3 }, ielts: 6 },
    now: [...LEVEL_3, ...SHORT],
    step: [],
    ask: [...DEGREES, "l4dc", "l4dc-bm", ...LEVEL_5],
    closed: [],
  },
  {
    name: "NEB as a percentage, 50%, IELTS 5.5",
    student: { board: "neb", result: { scale: "percent", value: 50 }, ielts: 5.5 },
    now: [...LEVEL_3, "l4dc", ...SHORT],
    step: LEVEL_5,
    ask: [...DEGREES, "l4dc-bm"],
    closed: [],
  },
  {
    name: "CBSE given as a GPA, IELTS 6",
    student: { board: "cbse", result: { scale: "gpa", value: 3.2 }, ielts: 6 },
    now: [...LEVEL_3, ...SHORT],
    step: [],
    ask: [...DEGREES, "l4dc", "l4dc-bm", ...LEVEL_5],
    closed: [],
  },
  {
    name: "Level 3 Diploma completed, NEB GPA 1.2, IELTS 5.5",
    student: { ...neb(1.2), ielts: 5.5, diploma: "l3dc" },
    now: ["l3ifdhes", "l4dc", "l4dc-bm", ...SHORT],
    step: LEVEL_5,
    ask: [],
    closed: DEGREES,
  },
  {
    name: "foundation diploma completed, CBSE 40%, no English score",
    student: { ...cbse(40), diploma: "l3ifdhes" },
    now: ["l4dc-bm", ...SHORT],
    step: ["l3dc", "l4dc", ...LEVEL_5],
    ask: [],
    closed: DEGREES,
  },
  {
    name: "Level 4 Diploma completed, NEB GPA 2.0, IELTS 5.5",
    student: { ...neb(2), ielts: 5.5, diploma: "l4dc" },
    now: [...DEGREES, "l4dc-bm", ...LEVEL_5, ...SHORT],
    step: [],
    ask: [],
    closed: [],
  },
  {
    name: "Business Management pathway completed, NEB GPA 2.0, IELTS 5.0",
    student: { ...neb(2), ielts: 5, diploma: "l4dc-bm" },
    now: [...DEGREES, ...SHORT],
    step: ["l4dc", ...LEVEL_5],
    ask: [],
    closed: [],
  },
  {
    name: "Level 4 Diploma completed, no English score",
    student: { ...neb(2), diploma: "l4dc" },
    now: ["l4dc-bm", ...SHORT],
    step: [...DEGREES, ...LEVEL_5],
    ask: [],
    closed: [],
  },
  {
    name: "CBSE 40%, IELTS 6, 4 years of work (a mature applicant)",
    student: { ...cbse(40), ielts: 6, experience: 4 },
    now: [...LEVEL_3, ...SHORT],
    step: ["l4dc-bm", ...LEVEL_5],
    ask: ["l4dc"],
    closed: DEGREES,
  },
  {
    name: "CBSE 40%, IELTS 6, no work experience",
    student: { ...cbse(40), ielts: 6 },
    now: [...LEVEL_3, ...SHORT],
    step: ["l4dc", "l4dc-bm", ...LEVEL_5],
    ask: [],
    closed: DEGREES,
  },
  {
    name: "Level 5 Diploma completed, NEB GPA 1.2, IELTS 6",
    student: { ...neb(1.2), ielts: 6, diploma: "l5dc" },
    now: ["l5dc-bm", "l5dc-cs", ...SHORT],
    step: [],
    ask: DEGREES,
    closed: [],
  },
  {
    name: "Level 5 Diploma completed, NEB GPA 2.0, IELTS 6",
    student: { ...neb(2), ielts: 6, diploma: "l5dc" },
    now: [...DEGREES, "l5dc-bm", "l5dc-cs", ...SHORT],
    step: [],
    ask: [],
    closed: [],
  },
  {
    name: "SEE passed, no Grade 12 yet, no English score",
    student: { board: "see", result: null },
    now: ["data-science"],
    step: ["l3dc", "l4dc", "l4dc-bm", ...LEVEL_5],
    ask: [],
    closed: [...DEGREES, "l3ifdhes", "cyber-security-short", "artificial-intelligence", "full-stack"],
  },
  {
    name: "SEE passed, IELTS 5, 2 years of IT work",
    student: { board: "see", result: null, ielts: 5, experience: 2 },
    now: ["l3dc", "cyber-security-short", "data-science"],
    step: ["l4dc-bm", ...LEVEL_5],
    ask: ["l4dc"],
    closed: [...DEGREES, "l3ifdhes", "artificial-intelligence", "full-stack"],
  },
  {
    name: "interested in data and AI, 2 years of work",
    student: { ...neb(2.5), experience: 2, interests: ["data-ai"] },
    now: ["artificial-intelligence", "data-science"],
    step: [],
    ask: [],
    closed: [],
  },
  {
    name: "interested in business, NEB GPA 2.0, no English score",
    student: { ...neb(2), interests: ["business"] },
    now: ["l4dc-bm"],
    step: ["business-computing", "l3ifdhes", "l5dc-bm"],
    ask: [],
    closed: [],
  },
  {
    name: "interested in cyber security, CBSE 60%, IELTS 6",
    student: { ...cbse(60), ielts: 6, interests: ["cyber"] },
    now: ["bsc-cybersecurity", "cyber-security-short"],
    step: ["l5dc-cs"],
    ask: [],
    closed: [],
  },
  {
    name: "interested in short courses, NEB GPA 0.8",
    student: { ...neb(0.8), interests: ["short"] },
    now: SHORT,
    step: [],
    ask: [],
    closed: [],
  },
];

const student = (row: Row): Student => ({
  ielts: null,
  diploma: null,
  experience: 0,
  interests: [],
  ...row.student,
});

const by = (findings: Finding[], status: Finding["status"]) =>
  findings
    .filter((f) => f.status === status)
    .map((f) => f.slug)
    .sort();

const findingFor = (row: Row, slug: ProgrammeSlug) => findProgrammes(student(row)).find((f) => f.slug === slug);
const rowNamed = (name: string) => rows.find((r) => r.name === name)!;

describe("the finder over a table of students (requirements §9)", () => {
  it("has at least 30 students, every board among them", () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.student.board))).toEqual(new Set(BOARDS));
  });

  for (const row of rows)
    it(row.name, () => {
      const findings = findProgrammes(student(row));
      expect({
        now: by(findings, "now"),
        step: by(findings, "step"),
        ask: by(findings, "ask"),
        closed: by(findings, "closed"),
      }).toEqual({
        now: [...row.now].sort(),
        step: [...row.step].sort(),
        ask: [...row.ask].sort(),
        closed: [...row.closed].sort(),
      });
    });
});

describe("the steps it names", () => {
  it("the college's English assessment for a student without a score, where the rule allows it", () => {
    expect(findingFor(rowNamed("CBSE 50%, no English score"), "l4dc")?.steps).toEqual([{ kind: "english-assessment" }]);
  });

  it("a higher band for a score under the Level 4 band, and nothing in its place", () => {
    // The foundation diploma is no way round Level 4's band: its completion is not published as meeting it.
    for (const name of [
      "CBSE 50%, IELTS 5.0 (half a band under the diplomas')",
      "CBSE 50%, IELTS 4.5 (the foundation's band)",
      "CBSE 50%, IELTS 4.0 (under the foundation's band)",
    ])
      expect(findingFor(rowNamed(name), "l4dc")?.steps, name).toEqual([{ kind: "ielts", band: 5.5 }]);
  });

  it("the English assessment for a degree, whose pages assess English without a score", () => {
    expect(findingFor(rowNamed("NEB GPA 1.5, no English score"), "business-computing")?.steps).toEqual([
      { kind: "english-assessment" },
    ]);
  });

  it("IELTS 5.5 for a Level 5 diploma, which names no assessment of its own", () => {
    expect(findingFor(rowNamed("Level 4 Diploma completed, no English score"), "l5dc")?.steps).toEqual([
      { kind: "ielts", band: 5.5 },
    ]);
  });

  it("a lower level first: the Level 3 diplomas for Level 4, the Level 4 the student can start for Level 5", () => {
    expect(findingFor(rowNamed("CBSE 44.9%, IELTS 6"), "l4dc-bm")?.steps).toEqual([
      { kind: "first", options: ["l3dc", "l3ifdhes"] },
    ]);
    expect(findingFor(rowNamed("NEB GPA 1.5, no English score"), "l5dc")?.steps).toEqual([
      { kind: "first", options: ["l4dc-bm"] },
      { kind: "ielts", band: 5.5 },
    ]);
    // The Level 4 that opens at once, not the one that needs a Level 3 first.
    expect(findingFor(rowNamed("CBSE 45%, IELTS 6"), "l5dc")?.steps).toEqual([{ kind: "first", options: ["l4dc-bm"] }]);
    expect(findingFor(rowNamed("another board, 50%, IELTS 5.5"), "l5dc")?.steps).toEqual([
      { kind: "first", options: ["l4dc", "l4dc-bm"] },
    ]);
  });

  it("every step a programme needs, in order: a lower level's own steps come before it", () => {
    expect(findingFor(rowNamed("NEB GPA 1.49, no English score"), "l5dc")?.steps).toEqual([
      { kind: "english-assessment" },
      { kind: "first", options: ["l3dc", "l3ifdhes"] },
      { kind: "first", options: ["l4dc-bm"] },
      { kind: "ielts", band: 5.5 },
    ]);
  });
});

describe("the reasons it gives", () => {
  it("names the rule met or missed with the figures compared", () => {
    expect(findingFor(rowNamed("NEB GPA 1.49, no English score"), "business-computing")?.reasons).toEqual([
      { kind: "gpa", met: false, min: 1.5, value: 1.49 },
      { kind: "english-none", met: false, assessment: true },
    ]);
    expect(findingFor(rowNamed("CBSE 45%, IELTS 6"), "bsc-cybersecurity")?.reasons).toEqual([
      { kind: "percent", met: true, min: 45, value: 45 },
      { kind: "english-score", met: true, value: 6 },
    ]);
    expect(findingFor(rowNamed("A-levels, 1 pass, IELTS 6"), "business-computing")?.reasons).toEqual([
      { kind: "a-levels", met: false, min: 2, value: 1 },
      { kind: "english-score", met: true, value: 6 },
    ]);
  });

  it("says where the published rule does not speak of the student's result", () => {
    expect(findingFor(rowNamed("NEB GPA 1.5, no English score"), "l4dc")?.reasons[0]).toEqual({
      kind: "result-unjudged",
      met: false,
      board: "neb",
      scale: "gpa",
    });
  });

  it("considers a mature applicant's experience for the Level 4 Diploma, and the Data Science levels' for theirs", () => {
    const mature = findingFor(rowNamed("CBSE 40%, IELTS 6, 4 years of work (a mature applicant)"), "l4dc");
    expect(mature?.reasons).toContainEqual({ kind: "mature", met: false, years: 4 });
    expect(findingFor(rowNamed("CBSE 40%, IELTS 6, no work experience"), "l4dc")?.reasons).not.toContainEqual(
      expect.objectContaining({ kind: "mature" }),
    );
    const data = findingFor(rowNamed("interested in data and AI, 2 years of work"), "data-science");
    expect(data?.reasons).toContainEqual({ kind: "level-experience", met: true, years: 2, min: 2, max: 3, over: 3 });
    expect(
      findProgrammes({ ...student(rowNamed("interested in data and AI, 2 years of work")), experience: 1 })
        .find((f) => f.slug === "data-science")
        ?.reasons.some((r) => r.kind === "level-experience"),
    ).toBe(false);
  });
});

describe("a diploma held", () => {
  it("meets a lower level's route, and is named as above it", () => {
    expect(
      findingFor(rowNamed("Business Management pathway completed, NEB GPA 2.0, IELTS 5.0"), "l4dc")?.reasons,
    ).toContainEqual({
      kind: "diploma",
      met: true,
      held: "l4dc-bm",
      from: ["l3dc", "l3ifdhes"],
    });
  });

  it("at Level 5, leads to a degree's top-up, which the office arranges, beside a Grade 12 that opens the degree", () => {
    expect(
      findingFor(rowNamed("Level 5 Diploma completed, NEB GPA 1.2, IELTS 6"), "business-computing")?.reasons,
    ).toContainEqual({
      kind: "top-up",
      met: false,
      held: "l5dc",
    });
    expect(
      findingFor(rowNamed("Level 5 Diploma completed, NEB GPA 2.0, IELTS 6"), "business-computing")?.reasons,
    ).toContainEqual({
      kind: "top-up",
      met: false,
      held: "l5dc",
    });
  });

  it("offers the first year elsewhere as a way into Level 5, for the office to judge", () => {
    expect(findingFor(rowNamed("NEB GPA 1.5, no English score"), "l5dc")?.reasons).toContainEqual({
      kind: "equivalent",
      met: false,
      of: ["l4dc", "l4dc-bm"],
    });
  });
});

describe("a student with the SEE and no Grade 12 yet", () => {
  const see = rowNamed("SEE passed, no Grade 12 yet, no English score");
  it("meets the Level 3 Diploma's Grade 10, misses the foundation's Grade 11, and has no Grade 12 result for a degree", () => {
    expect(findingFor(see, "l3dc")?.reasons[0]).toEqual({ kind: "school", met: true, grade: 10, see: true });
    expect(findingFor(see, "l3ifdhes")?.reasons[0]).toEqual({ kind: "school", met: false, grade: 11, see: true });
    expect(findingFor(see, "business-computing")?.reasons).toContainEqual({ kind: "grade12-needed", met: false });
  });

  it("reaches the Level 4 Diploma through the Level 3 Diploma", () => {
    expect(findingFor(see, "l4dc")?.steps).toEqual([
      { kind: "english-assessment" },
      { kind: "first", options: ["l3dc"] },
    ]);
  });
});
