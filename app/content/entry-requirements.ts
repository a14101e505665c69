import type { ToConfirm } from "./confirm";
import { dataScienceExperience, dataScienceLevelEntry, dataScienceLevelNames } from "./data-science-levels";
import { type ProgrammeSlug, programmeNames } from "./programmes/names";
import { site } from "./site";

/**
 * Entry requirements, written once as data: each programme's rule
 * (`entryByProgramme`) is what the programme finder judges a student
 * against, and the words its page's "Entry Requirements" section lists are
 * written here beside it from the same figures, so the finder and the pages
 * cannot disagree. The admissions FAQ and the Admission Policy quote the
 * diploma levels' words (`entryByLevel`). The figures are requirements §9's
 * ("Entry requirements"); the two Level 3 routes are not in the requirements
 * and are marked for the college to confirm.
 */

import type { Board, DiplomaHeld } from "~/finder/choices";

/** One way in; a programme admits a student who meets any one of its routes. */
export type AcademicRoute =
  /** A Grade 12 GPA out of 4 in one of these boards. */
  | { kind: "gpa"; boards: readonly Board[]; min: number }
  /** A Grade 12 percentage in one of these boards. */
  | { kind: "percent"; boards: readonly Board[]; min: number }
  | { kind: "a-levels"; min: number }
  /** School completed to the grade the programme names (10, 11 or 12): everyone who has sat Grade 12. */
  | { kind: "school"; grade: 10 | 11 | 12 }
  /** One of these diplomas completed (or one at a higher level, which a student reaches through them). */
  | { kind: "diploma"; from: readonly DiplomaHeld[] }
  /** Study elsewhere the admissions office judges as equal to one of these diplomas (a transcript it reads). */
  | { kind: "equivalent"; of: readonly DiplomaHeld[] }
  /** Relevant work experience (any, when `minYears` is 0). */
  | { kind: "experience"; minYears: number }
  /** Open to beginners. */
  | { kind: "open" };

/** The English a programme asks for: an IELTS band (or its equivalent), or the college's assessment. */
export interface EnglishRule {
  /** The IELTS band asked for; absent where the requirements give none (a test score is then read as it is). */
  ielts?: number;
  /** Whether the college's own English assessment stands in for a test score. */
  assessment: boolean;
}

/** A programme's rule as the finder reads it. */
export interface EntryRule {
  academic: readonly AcademicRoute[];
  english?: EnglishRule;
  /** Mature applicants with work experience are considered individually. */
  mature?: boolean;
  /** The Data Science levels' experience, for a course entered at its first level. */
  levels?: typeof dataScienceExperience;
}

/** What a programme's page lists and the finder reads: its rule, and the rule in words. */
export interface EntryRecord extends ToConfirm {
  rule: EntryRule;
  /** The rule in words, each line one item of the page's list, in order. */
  lines: readonly string[];
  /** What the page's Entry Requirements section says after the list, a paragraph each: the rule's further routes and conditions. */
  notes?: readonly string[];
}

/** The Grade 12 results the degrees and the Level 4 Business Management pathway ask for (requirements §9). */
export const grade12Entry = { gpa: 1.5, percent: 45, aLevelPasses: 2 } as const;
/** High school for the Level 4 Diploma in Computing (requirements §9). */
export const highSchoolPercent = 50;
/** The IELTS bands of requirements §9: the Level 4 and 5 diplomas', and the foundation diploma's. */
export const ieltsBand = { diploma: 5.5, foundation: 4.5 } as const;

const degreeRoutes = [
  { kind: "gpa", boards: ["neb"], min: grade12Entry.gpa },
  { kind: "percent", boards: ["cbse"], min: grade12Entry.percent },
  { kind: "a-levels", min: grade12Entry.aLevelPasses },
] as const satisfies readonly AcademicRoute[];

/**
 * A level's entry as the FAQ and the policies name it, with the rule its
 * words state.
 */
export interface LevelEntry extends ToConfirm {
  /** Whom it applies to, as the FAQ and the policies name them. */
  applies: string;
  /** The academic entry: one phrase, alternatives joined with "or". */
  academic: string;
  /** English, where the level asks for it. */
  english?: string;
  /** Where the level's text is a page note (a further route or condition), that note. */
  note?: string;
  rule?: EntryRule;
}

/** "2" → "two": a small count as a sentence writes it. */
const inWords = (count: number) => ["no", "one", "two", "three", "four", "five"][count] ?? String(count);

const [degreeGpa, degreePercent, degreeALevels] = degreeRoutes;

/** requirements §9 "Degree entry". */
export const degreeEntry = [
  `A minimum GPA of ${degreeGpa.min} in the Grade 12 national examination (NEB), or`,
  `a minimum of ${degreePercent.min}% in the CBSE board examination, or`,
  `passes in ${degreeALevels.min} A-level subjects.`,
] as const;

/** The Level 3 diplomas, from which the Level 4 diplomas also admit. */
const level3Diplomas = ["l3dc", "l3ifdhes"] as const satisfies readonly DiplomaHeld[];

const l4dcRoutes = [
  { kind: "percent", boards: ["neb", "cbse", "other"], min: highSchoolPercent },
  { kind: "diploma", from: level3Diplomas },
] as const satisfies readonly AcademicRoute[];

const l4dcBmRoutes = [
  { kind: "gpa", boards: ["neb"], min: grade12Entry.gpa },
  { kind: "percent", boards: ["cbse", "other"], min: grade12Entry.percent },
  { kind: "a-levels", min: grade12Entry.aLevelPasses },
  { kind: "diploma", from: level3Diplomas },
] as const satisfies readonly AcademicRoute[];

const diplomaEnglish = { ielts: ieltsBand.diploma, assessment: true } as const satisfies EnglishRule;

export const entryByLevel = {
  l3dc: {
    applies: programmeNames.l3dc,
    academic: "Completion of the Secondary Education Examination (SEE) or an equivalent Grade 10 qualification",
    english: "A good standard of English, assessed when you apply if you have no test score",
    note: "No previous computing experience is needed: curiosity and willingness to practise matter more.",
    confirm: "that the Level 3 Diploma in Computing admits students after the SEE (Grade 10)",
    claims: ["Secondary Education Examination (SEE)", "assessed when you apply"],
    rule: { academic: [{ kind: "school", grade: 10 }], english: { assessment: true } },
  },
  foundation: {
    applies: "Level 3 International Foundation Diploma",
    academic: "Completion of Grade 11 or Grade 12 (NEB) or an equivalent qualification",
    english: `IELTS ${ieltsBand.foundation} or above, or an English assessment at the college if you have no test score`,
    confirm: "that the foundation diploma admits students after Grade 11 or 12 with IELTS 4.5",
    claims: ["Completion of Grade 11 or Grade 12", "an English assessment at the college"],
    rule: {
      academic: [{ kind: "school", grade: 11 }],
      english: { ielts: ieltsBand.foundation, assessment: true },
    },
  },
  l4dc: {
    applies: programmeNames.l4dc,
    academic: `Completion of high school (10+2 or equivalent) with at least ${l4dcRoutes[0].min}%, or the ${programmeNames.l3dc} or the Level 3 International Foundation Diploma`,
    english: `IELTS ${diplomaEnglish.ielts} or equivalent, or an English assessment when you apply if you have no test score`,
    note: "Mature applicants with relevant work experience are welcome and are considered individually.",
    // The original specification gave 50% in high school to "diplomas"; requirements §9 keeps it as this level's alone.
    confirm:
      "that the college assesses the English of Level 4 applicants who have no test score; that 50% in high school is the Level 4 Diploma in Computing's rule alone (the original specification gave it to every diploma, while the Business Management pathway asks for 45% in another board or a GPA of 1.5); and how a GPA compares with that 50%, which the site never converts (the finder sends a student with a GPA, as NEB gives, to the admissions office for this diploma)",
    claims: ["an English assessment when you apply", "with at least 50%"],
    rule: { academic: l4dcRoutes, english: diplomaEnglish, mature: true },
  },
  l4dcBm: {
    applies: programmeNames["l4dc-bm"],
    academic: `A GPA of ${l4dcBmRoutes[0].min} in the national Grade 12 examination (NEB), or ${l4dcBmRoutes[1].min} percent in another board's Grade 12 examination, or ${inWords(l4dcBmRoutes[2].min)} A-level passes`,
    note: `Students coming from the ${programmeNames.l3dc} or the Level 3 International Foundation Diploma are also welcome.`,
    // Requirements §9 gives this pathway no English rule; the finder asks for none.
    confirm:
      "that the Business Management pathway admits on 45% in another board (the original specification gave diplomas 50% in high school, which the site keeps for the Level 4 Diploma in Computing alone), and that it asks no IELTS band when the Level 4 Diploma in Computing asks 5.5",
    claims: ["45 percent in another board"],
    rule: { academic: l4dcBmRoutes },
  },
  l5: {
    applies: "Level 5 Diplomas",
    academic: `The ${site.partners.awardingBody.name} ${programmeNames.l4dc} (or one of its pathways), or an equivalent first year of study in computing`,
    english: `IELTS ${ieltsBand.diploma} or equivalent`,
    note: "If you studied your first year elsewhere, bring your transcript: our admissions team will check how it maps on to Level 4.",
    rule: {
      academic: [
        { kind: "diploma", from: ["l4dc", "l4dc-bm"] },
        { kind: "equivalent", of: ["l4dc", "l4dc-bm"] },
      ],
      english: { ielts: ieltsBand.diploma, assessment: false },
    },
  },
} as const satisfies Record<string, LevelEntry & { rule: EntryRule }>;

/**
 * A level's record as its page lists it, in either language (the Nepali
 * words keep the English rule): the academic entry, then the English, then
 * its note.
 */
export function levelRecord(level: LevelEntry, rule: EntryRule): EntryRecord {
  return {
    rule,
    lines: level.english ? [level.academic, level.english] : [level.academic],
    notes: level.note ? [level.note] : [],
  };
}

/** A level's record with its own rule, as the programme pages of that level list it. */
const ofLevel = (key: keyof typeof entryByLevel): EntryRecord => levelRecord(entryByLevel[key], entryByLevel[key].rule);

/** Completed Grade 12, the short courses' academic entry. */
const grade12Done = { kind: "school", grade: 12 } as const satisfies AcademicRoute;

/**
 * The short courses' entry: the college's own (not in the requirements,
 * so each page marks its list for the college to confirm).
 */
export const shortCourseEntry = {
  "cyber-security-short": {
    rule: { academic: [grade12Done, { kind: "experience", minYears: 0 }] },
    lines: [
      "Completion of Grade 12 (NEB) or equivalent, or relevant work experience in IT",
      "Comfortable using a computer and the internet",
      "No previous security knowledge is needed",
    ],
  },
  "artificial-intelligence": {
    rule: { academic: [grade12Done] },
    lines: [
      "Completion of Grade 12 (NEB) or equivalent",
      "Comfortable with school-level mathematics",
      "Some programming helps but is not required: the course starts with Python from the basics",
    ],
  },
  "full-stack": {
    rule: { academic: [grade12Done] },
    lines: [
      "Completion of Grade 12 (NEB) or equivalent",
      "Basic computer skills; any programming experience is a bonus but not required",
      "A laptop you can install software on is helpful; lab computers are available",
    ],
  },
} as const satisfies Record<string, EntryRecord>;

/** The Data Science course: its first level is open to beginners; the later levels ask for experience (data-science-levels.ts). */
const dataScienceEntry: EntryRule = { academic: [{ kind: "open" }], levels: dataScienceExperience };

/**
 * The degrees' English: requirements §9 gives the degrees no band, and the
 * degree pages say the college assesses it without a score.
 */
export const degreeEnglish = {
  applies: "The BSc (Hons) degrees' English",
  text: "You will also need a good standard of English; we assess it when you apply if you have no test score.",
  rule: { assessment: true },
  confirm:
    "that the degrees ask for a good standard of English, assessed when you apply without a test score (requirements §9 gives the degrees no English rule)",
} as const satisfies { applies: string; text: string; rule: EnglishRule; confirm: string };

/** A study gap, which requirements §9 says is no barrier on its own. */
const studyGapNote =
  "A high study gap is no barrier on its own: if some years have passed since you finished school, tell us what you have done since and we will look at your application as a whole.";

/** The degrees' record: the academic entry as its three lines, then the study gap and the English. */
const degreeRecord: EntryRecord = {
  rule: { academic: degreeRoutes, english: degreeEnglish.rule },
  lines: degreeEntry,
  notes: [studyGapNote, degreeEnglish.text],
};

/**
 * Every programme's rule and its words, by programme. The page of each
 * lists `lines` (app/content/programmes/*.server.ts), and the finder judges
 * a student against `rule` (app/finder/eligibility.ts): one record for both.
 * The Data Science course lists its levels (data-science-levels.ts), whose
 * experience its rule carries.
 */
export const entryByProgramme: Record<ProgrammeSlug, EntryRecord> = {
  "business-computing": degreeRecord,
  "bsc-cybersecurity": degreeRecord,
  l3dc: ofLevel("l3dc"),
  l3ifdhes: ofLevel("foundation"),
  l4dc: ofLevel("l4dc"),
  "l4dc-bm": ofLevel("l4dcBm"),
  l5dc: ofLevel("l5"),
  "l5dc-bm": ofLevel("l5"),
  "l5dc-cs": ofLevel("l5"),
  ...shortCourseEntry,
  "data-science": { rule: dataScienceEntry, lines: dataScienceLevelNames.map((level) => dataScienceLevelEntry[level]) },
};

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
