/**
 * The finder's form, read from its URL (a GET form: the answer is a page of
 * its own, shareable, and works without JavaScript). Every answer is checked
 * here; one that cannot be a real result (a GPA above 4, a percentage above
 * 100, a negative number, a kind of result the board does not give) comes
 * back as a message for its field, never as an error page. Numbers may be
 * typed in Devanagari digits, and a percentage with its "%".
 */
import {
  BOARDS,
  type Board,
  DIPLOMAS_HELD,
  type DiplomaHeld,
  INTERESTS,
  type Interest,
  SCALES,
  type Scale,
} from "./choices";
import type { FinderWords } from "~/content/finder";
import { toLatinDigits } from "~/i18n/numerals";
import type { Student } from "./eligibility";

/** The form's field names, as its URL carries them; FIELDS.board is "board", and so on. */
const NAMES = ["board", "scale", "result", "ielts", "diploma", "experience", "interest"] as const;
export const FIELDS = Object.fromEntries(NAMES.map((name) => [name, name])) as { [N in (typeof NAMES)[number]]: N };

type ErrorKey = keyof FinderWords["errors"];

/** What the visitor typed or chose, as the form shows it again. */
export interface FinderValues {
  board: string;
  scale: string;
  result: string;
  ielts: string;
  diploma: string;
  experience: string;
  interests: string[];
}

export type FinderQuery =
  /** The empty form (no answers yet). */
  | { state: "empty"; values: FinderValues }
  | { state: "invalid"; values: FinderValues; errors: Partial<Record<keyof FinderValues, ErrorKey>> }
  | { state: "answered"; values: FinderValues; student: Student };

/** The highest IELTS band. */
const IELTS_TOP = 9;
/** The highest GPA on the Grade 12 scale. */
const GPA_TOP = 4;
const PERCENT_TOP = 100;
/**
 * The most A-level passes and years of work the form takes: no rule asks for
 * more than two passes or a few years, and a number past these is a slip of
 * the keyboard (a result typed in the wrong field) better asked again than
 * answered. Their messages quote them (`{most}`, filled by the page).
 */
export const MOST = { passesAbove: 5, experienceAbove: 50 } as const satisfies Partial<Record<ErrorKey, number>>;

/**
 * The kinds of Grade 12 result each board gives. NEB grades by a GPA out of
 * 4, but its older (HSEB) results, which mature applicants hold, are
 * percentages; CBSE gives marks, read as a percentage; A-levels give graded
 * passes. Another board may give a GPA or a percentage. A kind outside its
 * board's list matches no rule, so it is asked again rather than answered
 * "ask the office".
 */
const BOARD_SCALES: Record<Board, readonly Scale[]> = {
  neb: ["gpa", "percent"],
  cbse: ["percent"],
  "a-levels": ["passes"],
  other: ["gpa", "percent"],
  // No Grade 12 yet: no result to give, and any left in the form is not read.
  see: [],
};

/** The message for a kind of result its board does not give. */
const mismatch = (board: Board, scale: Scale): ErrorKey =>
  scale === "passes" ? "passesNotALevels" : board === "a-levels" ? "aLevelsPasses" : "cbsePercent";

/**
 * "२.८" → 2.8; "-1" → "negative"; anything else that is no plain number → "not a number".
 * A percentage may end in "%" ("62%", "६२ %"), as it is printed on a marksheet.
 */
function number(text: string, percent = false): number | "negative" | "not a number" {
  const latin = toLatinDigits(text).trim();
  const plain = percent ? latin.replace(/\s*%$/, "") : latin;
  if (/^-\s*\d/.test(plain)) return "negative";
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(plain)) return "not a number";
  return Number(plain);
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | null =>
  (list as readonly string[]).includes(value) ? (value as T) : null;

/** The finder's answers from its URL's query. */
export function readQuery(params: URLSearchParams): FinderQuery {
  const get = (name: string) => (params.get(name) ?? "").slice(0, 40);
  const values: FinderValues = {
    board: get(FIELDS.board),
    scale: get(FIELDS.scale),
    result: get(FIELDS.result),
    ielts: get(FIELDS.ielts),
    diploma: get(FIELDS.diploma),
    experience: get(FIELDS.experience),
    interests: params.getAll(FIELDS.interest).filter((i) => oneOf(INTERESTS, i)),
  };
  if (![...params.keys()].some((key) => (NAMES as readonly string[]).includes(key))) return { state: "empty", values };

  const errors: Partial<Record<keyof FinderValues, ErrorKey>> = {};
  const board = oneOf<Board>(BOARDS, values.board);
  if (!board) errors.board = "boardMissing";
  const grade12 = board !== "see";
  const scale = oneOf<Scale>(SCALES, values.scale);
  if (!scale && grade12) errors.scale = "scaleMissing";

  let result = 0;
  const read = values.result.trim() === "" ? "missing" : number(values.result, scale === "percent");
  if (!grade12) result = 0;
  else if (read === "missing") errors.result = "resultMissing";
  else if (read === "negative") errors.result = "negative";
  else if (read === "not a number") errors.result = "notNumber";
  else if (scale === "gpa" && read > GPA_TOP) errors.result = "gpaAbove";
  else if (scale === "percent" && read > PERCENT_TOP) errors.result = "percentAbove";
  else if (scale === "passes" && !Number.isInteger(read)) errors.result = "passesWhole";
  else if (scale === "passes" && read > MOST.passesAbove) errors.result = "passesAbove";
  else result = read;
  if (board && grade12 && scale && !BOARD_SCALES[board].includes(scale)) errors.scale = mismatch(board, scale);

  let ielts: number | null = null;
  if (values.ielts.trim() !== "") {
    const band = number(values.ielts);
    if (typeof band !== "number" || band > IELTS_TOP || !Number.isInteger(band * 2)) errors.ielts = "ieltsRange";
    else ielts = band;
  }

  let experience = 0;
  if (values.experience.trim() !== "") {
    const years = number(values.experience);
    if (typeof years !== "number") errors.experience = "experience";
    else if (years > MOST.experienceAbove) errors.experience = "experienceAbove";
    else experience = years;
  }

  const diploma = values.diploma === "" ? null : oneOf<DiplomaHeld>(DIPLOMAS_HELD, values.diploma);

  if (!board || (grade12 && !scale) || Object.keys(errors).length > 0) return { state: "invalid", values, errors };
  return {
    state: "answered",
    values,
    student: {
      board,
      result: grade12 && scale ? { scale, value: result } : null,
      ielts,
      diploma,
      experience,
      interests: values.interests as Interest[],
    },
  };
}
