import type { ToConfirm } from "./confirm";
import { programmeNames } from "./programmes/names";
import { site } from "./site";

/**
 * Entry requirements by level, written once: the programme pages list
 * them, and the admissions FAQ and the Admission Policy say which applies
 * to which level from the same words, so no page can give a diploma
 * applicant a different rule. The figures are requirements §9's ("Entry
 * requirements"); the two Level 3 routes are not in the requirements and
 * are marked for the college to confirm.
 */
export interface LevelEntry extends ToConfirm {
  /** Whom it applies to, as the FAQ and the policies name them. */
  applies: string;
  /** The academic entry: one phrase, alternatives joined with "or". */
  academic: string;
  /** English, where the level asks for it. */
  english?: string;
}

/** requirements §9 "Degree entry". */
export const degreeEntry = [
  "A minimum GPA of 1.5 in the Grade 12 national examination (NEB), or",
  "a minimum of 45% in the CBSE board examination, or",
  "passes in 2 A-level subjects.",
] as const;

export const entryByLevel = {
  l3dc: {
    applies: programmeNames.l3dc,
    academic: "Completion of the Secondary Education Examination (SEE) or an equivalent Grade 10 qualification",
    english: "A good standard of English, assessed when you apply if you have no test score",
    confirm: "that the Level 3 Diploma in Computing admits students after the SEE (Grade 10)",
    claims: ["Secondary Education Examination (SEE)", "assessed when you apply"],
  },
  foundation: {
    applies: "Level 3 International Foundation Diploma",
    academic: "Completion of Grade 11 or Grade 12 (NEB) or an equivalent qualification",
    english: "IELTS 4.5 or above, or an equivalent English assessment at the college",
    confirm: "that the foundation diploma admits students after Grade 11 or 12 with IELTS 4.5",
    claims: ["Completion of Grade 11 or Grade 12", "an equivalent English assessment at the college"],
  },
  l4dc: {
    applies: programmeNames.l4dc,
    academic:
      "Completion of high school (10+2 or equivalent) with at least 50%, or the Level 3 Diploma in Computing or the Level 3 International Foundation Diploma",
    english: "IELTS 5.5 or equivalent, or an English assessment when you apply if you have no test score",
    confirm: "that the college assesses the English of Level 4 applicants who have no test score",
    claims: ["an English assessment when you apply"],
  },
  l4dcBm: {
    applies: programmeNames["l4dc-bm"],
    academic:
      "A GPA of 1.5 in the national Grade 12 examination (NEB), or 45 percent in another board's Grade 12 examination, or two A-level passes",
  },
  l5: {
    applies: "Level 5 Diplomas",
    academic: `The ${site.partners.awardingBody.name} ${programmeNames.l4dc} (or one of its pathways), or an equivalent first year of study in computing`,
    english: "IELTS 5.5 or equivalent",
  },
} as const satisfies Record<string, LevelEntry>;

/** The levels in the order the FAQ and the policies list them (in either language). */
export const diplomaLevelOrder = [
  "l3dc",
  "foundation",
  "l4dc",
  "l4dcBm",
  "l5",
] as const satisfies readonly (keyof typeof entryByLevel)[];

/** "Completion of…" → "completion of…", leaving "IELTS…" as it is. */
const lowerFirst = (text: string) => (/^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** "Level 4 Diploma in Computing: completion of high school …; IELTS 5.5 or equivalent…." */
export function entryStatement(level: LevelEntry): string {
  const english = level.english ? `; ${lowerFirst(level.english)}` : "";
  return `${level.applies}: ${lowerFirst(level.academic)}${english}.`;
}

/** One statement per diploma level, as the FAQ and the Admission Policy list them. */
export const diplomaEntryStatements = diplomaLevelOrder.map((key) => entryStatement(entryByLevel[key]));

/** The degrees' rule as one sentence. */
export const degreeEntryStatement = `BSc (Hons) degrees: ${lowerFirst(degreeEntry.join(" "))}`;
