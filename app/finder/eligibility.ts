/**
 * The programme finder's judgement: one student's answers against every
 * programme's entry rule (app/content/entry-requirements.ts, the record the
 * programme pages list). Pure data in, data out: the words are the page's
 * (app/content/finder.ts), so both languages say the same thing, and the
 * engine never decides admission, only whether the published requirements
 * are met, which step would meet them, or that the office must say.
 */
import { type AcademicRoute, type EntryRule, entryByProgramme } from "~/content/entry-requirements";
import { awardOf } from "~/content/programmes/awards";
import type { ProgrammeSlug } from "~/content/programmes/names";

import type { Board, DiplomaHeld, Interest, Scale } from "./choices";

/** One student, as the finder's form describes them. */
export interface Student {
  board: Board;
  /** The Grade 12 result; null for a student with the SEE and no Grade 12 yet (board "see"). */
  result: { scale: Scale; value: number } | null;
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
  /** A programme first (a lower level): any one of these. */
  | { kind: "first"; options: readonly ProgrammeSlug[] };

/** Why: one rule, met or missed, with the figures it compares. */
export type Reason =
  | { kind: "gpa"; met: boolean; min: number; value: number }
  | { kind: "percent"; met: boolean; min: number; value: number }
  | { kind: "a-levels"; met: boolean; min: number; value: number }
  /** School to the grade a route names: met by Grade 12, or by the SEE (Grade 10) alone (`see`). */
  | { kind: "school"; met: boolean; grade: 10 | 11 | 12; see: boolean }
  /** A Grade 12 result asked for, from a student with none yet. */
  | { kind: "grade12-needed"; met: false }
  /** A diploma route met: by the diploma held, or by one held above its level (`from` is the route's). */
  | { kind: "diploma"; met: true; held: DiplomaHeld; from: readonly DiplomaHeld[] }
  /** Study elsewhere the office may count as one of these diplomas. */
  | { kind: "equivalent"; met: false; of: readonly DiplomaHeld[] }
  /** A Level 5 diploma held: a degree's final year by the top-up, which the office arranges. */
  | { kind: "top-up"; met: false; held: DiplomaHeld }
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
 * named, taken in order; ask: the published rules do not say (the
 * admissions office does); closed: not on these answers.
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

/** A programme's level on its framework (3-5 the diplomas, 6 the degrees); none for the short courses. */
const levelOf = (slug: ProgrammeSlug) => awardOf(slug).level?.level;

/**
 * Whether the diploma held meets a route from these diplomas: it is one of
 * them, or above them all (a Level 5 diploma is reached through a Level 4
 * one, and a Level 4 through a Level 3 or Grade 12).
 */
function meetsDiplomaRoute(from: readonly DiplomaHeld[], held: DiplomaHeld): boolean {
  return from.includes(held) || (levelOf(held) ?? 0) > Math.max(...from.map((slug) => levelOf(slug) ?? 0));
}

/** Whether a Grade 12 route speaks of this student's board and kind of result. */
function speaksOf(route: AcademicRoute, student: Student): boolean {
  const { board, result } = student;
  if (!result) return false;
  if (route.kind === "gpa") return result.scale === "gpa" && route.boards.includes(board);
  if (route.kind === "percent") return result.scale === "percent" && route.boards.includes(board);
  if (route.kind === "a-levels") return result.scale === "passes" && board === "a-levels";
  return false;
}

/** The reason a route gives for this student, or null where it says nothing of them. */
function routeReason(route: AcademicRoute, student: Student): Reason | null {
  const { result } = student;
  switch (route.kind) {
    case "gpa":
    case "percent":
    case "a-levels":
      return result && speaksOf(route, student)
        ? { kind: route.kind, met: result.value >= route.min, min: route.min, value: result.value }
        : null;
    case "school": {
      // The SEE is Grade 10; any Grade 12 result covers every grade a route names.
      const see = student.result === null;
      return { kind: "school", met: !see || route.grade <= 10, grade: route.grade, see };
    }
    case "open":
      return { kind: "open", met: true };
    case "experience":
      return student.experience > 0 && student.experience >= route.minYears
        ? { kind: "experience", met: true, years: student.experience }
        : null;
    case "diploma":
      return student.diploma && meetsDiplomaRoute(route.from, student.diploma)
        ? { kind: "diploma", met: true, held: student.diploma, from: route.from }
        : null;
    case "equivalent":
      return null;
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
  const { result } = student;
  // Without a Grade 12 result its routes are plainly not met (judged), one reason for all of them.
  const without12 = result === null && grade12.length > 0;
  const judged = result === null || grade12.length === 0 || grade12.some((route) => speaksOf(route, student));
  const needed: Reason[] = rule.academic.flatMap((route): Reason[] => {
    if (route.kind === "diploma") return [{ kind: "diploma-needed", met: false, from: route.from }];
    if (route.kind === "equivalent") return [{ kind: "equivalent", met: false, of: route.of }];
    return [];
  });
  return {
    met: false,
    judged,
    reasons: [
      ...(without12 ? [{ kind: "grade12-needed", met: false } as const] : []),
      ...(judged || result === null
        ? reasons
        : [{ kind: "result-unjudged", met: false, board: student.board, scale: result.scale } as const]),
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

const sameStep = (a: Step, b: Step) => JSON.stringify(a) === JSON.stringify(b);
const sameSteps = (a: readonly Step[], b: readonly Step[]) =>
  a.length === b.length && a.every((step, i) => sameStep(step, b[i]!));

/**
 * One programme for one student. `depth` bounds the search for a programme
 * to take first (a lower level whose own entry is met, or met after steps
 * of its own, which come before it).
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
  // A Level 5 diploma leads to a degree's final year (the top-up), which the office arranges; Grade 12 may also open the whole degree.
  const held = student.diploma;
  const topUp: Reason[] =
    held && levelOf(held) === 5 && levelOf(slug) === 6 ? [{ kind: "top-up", met: false, held }] : [];
  if (a.met) {
    if (e.met) return { slug, status: "now", steps: [], reasons: [...reasons, ...topUp] };
    return { slug, status: "step", steps: e.step ? [e.step] : [], reasons: [...reasons, ...topUp] };
  }
  if (topUp.length > 0) return { slug, status: "ask", steps: [], reasons: [...reasons, ...topUp] };
  // Where the published rule cannot judge this result, the office can; no lower level is suggested in its place.
  if (!a.judged) return { slug, status: "ask", steps: [], reasons };
  // Requirements §9: a mature applicant's experience is the office's to judge, before any lower level.
  if (rule.mature && student.experience > 0)
    return {
      slug,
      status: "ask",
      steps: [],
      reasons: [...reasons, { kind: "mature", met: false, years: student.experience }],
    };
  // The diplomas this one admits from, as the student stands to them.
  const lower = depth > 0 ? diplomaRoutes(rule).map((from) => judge(from, student, depth - 1)) : [];
  // A programme taken first: one the student could start, now or after steps of its own; the fewest steps win.
  const ways = lower.filter((l) => l.status === "now" || l.status === "step");
  if (ways.length > 0) {
    const fewest = Math.min(...ways.map((w) => w.steps.length));
    const before = ways.find((w) => w.steps.length === fewest)!.steps;
    const options = ways.filter((w) => sameSteps(w.steps, before)).map((w) => w.slug);
    const steps: Step[] = [...before, { kind: "first", options }];
    if (e.step && !steps.some((step) => sameStep(step, e.step!))) steps.push(e.step);
    return { slug, status: "step", steps, reasons };
  }
  // The way in is a lower level the office must judge: ask.
  if (lower.some((l) => l.status === "ask")) return { slug, status: "ask", steps: [], reasons };
  return { slug, status: "closed", steps: [], reasons };
}

/** Whether a programme is behind the student: the diploma they hold, or a diploma of a lower level. */
function behind(slug: ProgrammeSlug, held: DiplomaHeld | null): boolean {
  if (!held) return false;
  const level = levelOf(slug);
  return slug === held || (level !== undefined && level < (levelOf(held) ?? 0));
}

/**
 * Every programme for one student, in the record's order: those their
 * interests name (all, when they named none), without the diploma they
 * already hold and those below it.
 */
export function findProgrammes(student: Student): Finding[] {
  return PROGRAMMES.filter(
    (slug) =>
      !behind(slug, student.diploma) &&
      (student.interests.length === 0 || programmeInterests[slug].some((i) => student.interests.includes(i))),
  ).map((slug) => judge(slug, student));
}
