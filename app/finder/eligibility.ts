/**
 * The programme finder's judgement: one student's answers against every
 * programme's entry rule (app/content/entry-requirements.ts, the record the
 * programme pages list). Pure data in, data out: the words are the page's
 * (app/content/finder.ts), so both languages say the same thing, and the
 * engine never decides admission, only whether the published requirements
 * are met, which step would meet them, or that the office must say.
 */
import { type AcademicRoute, type EntryRule, entryByProgramme } from "~/content/entry-requirements";
import type { ProgrammeSlug } from "~/content/programmes/names";

import type { Board, DiplomaHeld, Interest, Scale } from "./choices";

/** One student, as the finder's form describes them. */
export interface Student {
  board: Board;
  result: { scale: Scale; value: number };
  /** An IELTS band or its equivalent; null for none yet. */
  ielts: number | null;
  /** A completed NCC Education diploma, if any. */
  diploma: DiplomaHeld | null;
  /** Years of work experience. */
  experience: number;
  /** Empty: every programme. */
  interests: readonly Interest[];
}

/** Which interests each programme answers (a programme may answer several). */
export const programmeInterests: Record<ProgrammeSlug, readonly Interest[]> = {
  "business-computing": ["computing", "business"],
  "bsc-cybersecurity": ["computing", "cyber"],
  l3dc: ["computing"],
  l3ifdhes: ["computing", "business"],
  l4dc: ["computing"],
  "l4dc-bm": ["computing", "business"],
  l5dc: ["computing"],
  "l5dc-bm": ["computing", "business"],
  "l5dc-cs": ["computing", "cyber"],
  "cyber-security-short": ["cyber", "short"],
  "artificial-intelligence": ["data-ai", "short"],
  "data-science": ["data-ai", "short"],
  "full-stack": ["computing", "short"],
};

/** A step that would open a programme. */
export type Step =
  /** The college's own English assessment, for a student with no test score. */
  | { kind: "english-assessment" }
  /** A higher IELTS band (or its equivalent). */
  | { kind: "ielts"; band: number }
  /** A programme first (a lower level, or the foundation diploma): any one of these. */
  | { kind: "first"; options: readonly ProgrammeSlug[] };

/** Why: one rule, met or missed, with the figures it compares. */
export type Reason =
  | { kind: "gpa"; met: boolean; min: number; value: number }
  | { kind: "percent"; met: boolean; min: number; value: number }
  | { kind: "a-levels"; met: boolean; min: number; value: number }
  | { kind: "school"; met: true; grade: 10 | 11 | 12 }
  | { kind: "diploma"; met: true; held: DiplomaHeld }
  /** A diploma route the student has not (yet) taken. */
  | { kind: "diploma-needed"; met: false; from: readonly DiplomaHeld[] }
  | { kind: "experience"; met: true; years: number }
  | { kind: "open"; met: true }
  /** No published rule for this board and kind of result. */
  | { kind: "result-unjudged"; met: false; board: Board; scale: Scale }
  | { kind: "ielts"; met: boolean; min: number; value: number }
  | { kind: "english-score"; met: true; value: number }
  | { kind: "english-none"; met: false; assessment: boolean; min?: number }
  | { kind: "mature"; met: false; years: number }
  | { kind: "level-experience"; met: true; years: number; min: number; max: number; over: number };

/**
 * now: the published requirements are met; step: met after the steps
 * named; ask: the published rules do not say (the admissions office does);
 * closed: not on these answers.
 */
export type Status = "now" | "step" | "ask" | "closed";

export interface Finding {
  slug: ProgrammeSlug;
  status: Status;
  steps: Step[];
  reasons: Reason[];
}

/** The programmes in the order the finder lists them: the record's. */
const PROGRAMMES = Object.keys(entryByProgramme) as ProgrammeSlug[];

/** Whether a Grade 12 route speaks of this student's board and kind of result. */
function speaksOf(route: AcademicRoute, student: Student): boolean {
  const { board, result } = student;
  if (route.kind === "gpa") return result.scale === "gpa" && route.boards.includes(board);
  if (route.kind === "percent") return result.scale === "percent" && route.boards.includes(board);
  if (route.kind === "a-levels") return result.scale === "passes" && board === "a-levels";
  return false;
}

/** The reason a route gives for this student, or null where it says nothing of them. */
function routeReason(route: AcademicRoute, student: Student): Reason | null {
  const value = student.result.value;
  switch (route.kind) {
    case "gpa":
    case "percent":
    case "a-levels":
      return speaksOf(route, student) ? { kind: route.kind, met: value >= route.min, min: route.min, value } : null;
    case "school":
      return { kind: "school", met: true, grade: route.grade };
    case "open":
      return { kind: "open", met: true };
    case "experience":
      return student.experience > 0 && student.experience >= route.minYears
        ? { kind: "experience", met: true, years: student.experience }
        : null;
    case "diploma":
      return student.diploma && route.from.includes(student.diploma)
        ? { kind: "diploma", met: true, held: student.diploma }
        : null;
  }
}

interface Academic {
  met: boolean;
  /**
   * Whether the rule can say: false where it judges Grade 12 results but
   * none of its Grade 12 routes speaks of this board and kind of result
   * (a GPA where it gives a percentage, say), and nothing else is met.
   */
  judged: boolean;
  reasons: Reason[];
}

const GRADE_12_ROUTES: ReadonlySet<AcademicRoute["kind"]> = new Set(["gpa", "percent", "a-levels"]);

function academic(rule: EntryRule, student: Student): Academic {
  const reasons = rule.academic.map((route) => routeReason(route, student)).filter((r) => r !== null);
  const met = reasons.filter((r) => r.met);
  if (met.length > 0) return { met: true, judged: true, reasons: met.slice(0, 1) };
  const grade12 = rule.academic.filter((route) => GRADE_12_ROUTES.has(route.kind));
  const judged = grade12.length === 0 || grade12.some((route) => speaksOf(route, student));
  const needed: Reason[] = rule.academic.flatMap((route) =>
    route.kind === "diploma" ? [{ kind: "diploma-needed", met: false, from: route.from } as const] : [],
  );
  return {
    met: false,
    judged,
    reasons: [
      ...(judged
        ? reasons
        : [{ kind: "result-unjudged", met: false, board: student.board, scale: student.result.scale } as const]),
      ...needed,
    ],
  };
}

interface English {
  met: boolean;
  reasons: Reason[];
  /** What would meet it, when it is not met. */
  step?: Step;
}

function english(rule: EntryRule, student: Student): English {
  const asked = rule.english;
  if (!asked) return { met: true, reasons: [] };
  const { ielts } = student;
  if (ielts === null) {
    const none: Reason = { kind: "english-none", met: false, assessment: asked.assessment, min: asked.ielts };
    if (asked.assessment) return { met: false, reasons: [none], step: { kind: "english-assessment" } };
    return { met: false, reasons: [none], step: { kind: "ielts", band: asked.ielts ?? 0 } };
  }
  if (asked.ielts === undefined) return { met: true, reasons: [{ kind: "english-score", met: true, value: ielts }] };
  const met = ielts >= asked.ielts;
  const reason: Reason = { kind: "ielts", met, min: asked.ielts, value: ielts };
  return met ? { met, reasons: [reason] } : { met, reasons: [reason], step: { kind: "ielts", band: asked.ielts } };
}

/** The diplomas a rule admits from. */
function diplomaRoutes(rule: EntryRule): readonly DiplomaHeld[] {
  return rule.academic.flatMap((route) => (route.kind === "diploma" ? route.from : []));
}

/**
 * One programme for one student. `depth` bounds the search for a programme
 * to take first (a lower level whose own entry is met, or met after a step).
 */
function judge(slug: ProgrammeSlug, student: Student, depth = 2): Finding {
  const { rule } = entryByProgramme[slug];
  const a = academic(rule, student);
  const e = english(rule, student);
  const reasons = [...a.reasons, ...e.reasons];
  const levels = rule.levels;
  if (levels && student.experience >= levels.Intermediate.min)
    reasons.push({
      kind: "level-experience",
      met: true,
      years: student.experience,
      min: levels.Intermediate.min,
      max: levels.Intermediate.max,
      over: levels.Advanced.over,
    });
  // The diplomas this one admits from, as the student stands to them (the student's own is left out).
  const lower =
    depth > 0
      ? diplomaRoutes(rule)
          .filter((from) => from !== student.diploma)
          .map((from) => ({ from, status: judge(from, student, depth - 1).status }))
      : [];
  // A programme taken first: one the student could start, now or after a step of its own.
  const firsts = lower.filter((l) => l.status === "now" || l.status === "step").map((l) => l.from);
  if (a.met) {
    if (e.met) return { slug, status: "now", steps: [], reasons };
    // A test score below the band: the foundation diploma, open to them now and a way into this one, is a step too.
    const foundationNow = lower.some((l) => l.from === "l3ifdhes" && l.status === "now");
    const step =
      e.step?.kind === "ielts" && foundationNow
        ? [e.step, { kind: "first", options: ["l3ifdhes"] } as const]
        : e.step
          ? [e.step]
          : [];
    return { slug, status: "step", steps: step, reasons };
  }
  // Where the published rule cannot judge this result, the office can; no lower level is suggested in its place.
  if (!a.judged) return { slug, status: "ask", steps: [], reasons };
  const mature: Reason[] =
    rule.mature && student.experience > 0 ? [{ kind: "mature", met: false, years: student.experience }] : [];
  if (firsts.length > 0)
    return { slug, status: "step", steps: [{ kind: "first", options: firsts }], reasons: [...reasons, ...mature] };
  // The way in is a lower level the office must judge (or a mature applicant's case): ask.
  if (mature.length > 0 || lower.some((l) => l.status === "ask"))
    return { slug, status: "ask", steps: [], reasons: [...reasons, ...mature] };
  return { slug, status: "closed", steps: [], reasons };
}

/**
 * Every programme for one student, in the record's order: those their
 * interests name (all, when they named none), without the diploma they
 * already hold.
 */
export function findProgrammes(student: Student): Finding[] {
  return PROGRAMMES.filter(
    (slug) =>
      slug !== student.diploma &&
      (student.interests.length === 0 || programmeInterests[slug].some((i) => student.interests.includes(i))),
  ).map((slug) => judge(slug, student));
}
