/**
 * The programme finder's words (/find-your-programme): the form, the
 * messages for answers it cannot read, and the answer's headings, steps and
 * reasons. Each phrase with figures carries placeholders ({min}, {value})
 * that the finder fills from the entry record (entry-requirements.ts), so no
 * figure is written here. The wording never promises admission: the finder
 * says whether the published entry requirements are met, and the admissions
 * office confirms every application.
 */
import type { Board, Interest, Scale } from "~/finder/choices";
import { site } from "./site";

export interface FinderWords {
  intro: string;
  formHeading: string;
  board: { legend: string; options: Record<Board, string> };
  scale: { legend: string; options: Record<Scale, string> };
  result: { label: string; hint: string };
  ielts: { label: string; hint: string };
  diploma: { label: string; none: string };
  experience: { label: string; hint: string };
  interests: { legend: string; hint: string; options: Record<Interest, string> };
  optional: string;
  submit: string;
  errors: {
    heading: string;
    boardMissing: string;
    scaleMissing: string;
    resultMissing: string;
    notNumber: string;
    negative: string;
    gpaAbove: string;
    percentAbove: string;
    passesWhole: string;
    /** `{most}`: the most passes the form takes. */
    passesAbove: string;
    /** A-level passes given for another board. */
    passesNotALevels: string;
    /** A GPA or a percentage given for A-levels. */
    aLevelsPasses: string;
    /** A GPA given for CBSE. */
    cbsePercent: string;
    ieltsRange: string;
    experience: string;
    /** `{most}`: the most years the form takes. */
    experienceAbove: string;
  };
  answer: {
    heading: string;
    note: string;
    now: { heading: string; lead: string };
    step: { heading: string; lead: string };
    ask: { heading: string; lead: string };
    closed: { heading: string; lead: string };
    nothing: string;
    stepLead: string;
    /** Before two steps or more, which are taken in the order listed. */
    stepsLead: string;
    why: string;
    page: string;
    visit: string;
    enquire: string;
    again: string;
  };
  steps: { englishAssessment: string; ielts: string; first: string; or: string };
  reasons: {
    gpa: [met: string, missed: string];
    percent: [met: string, missed: string];
    aLevels: [met: string, missed: string];
    /** School to a grade met: by a Grade 12 result, or by the SEE alone. */
    school: string;
    schoolSee: string;
    /** School to a grade beyond the SEE, for a student with no Grade 12 yet. */
    schoolMissed: string;
    /** A Grade 12 result asked for, which a student with the SEE alone does not have yet. */
    grade12Needed: string;
    diploma: string;
    /** A diploma route met by a diploma held above its level. */
    diplomaAbove: string;
    diplomaNeeded: string;
    equivalent: string;
    topUp: string;
    experience: string;
    open: string;
    unjudged: string;
    ielts: [met: string, missed: string];
    englishScore: string;
    englishAssessment: string;
    englishAssessmentNoBand: string;
    englishNone: string;
    mature: string;
    levelExperience: string;
  };
  /** The link to the finder from the home page, the course listings and the admissions page. */
  prompt: { lead: string; label: string };
  /** The enquiry form's message, begun (the visitor can still change it). */
  enquiryMessage: string;
  /** The names of the boards and scales as a reason's sentence uses them. */
  boardNames: Record<Board, string>;
  scaleNames: Record<Scale, string>;
  /** A number of years as a reason says it ({n}), by the language's plural category (Intl.PluralRules). */
  yearCount: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
}

export const finderWords: FinderWords = {
  intro:
    "Tell us about your Grade 12 result (or that you have passed the SEE and not finished Grade 12) and your English, and see which of our programmes' published entry requirements you meet, which open after a step or two, and why. It takes a minute, and the answer has its own address you can share. It is a guide, not an offer: the admissions office confirms every application.",
  formHeading: "Your answers",
  board: {
    legend: "Your Grade 12 board",
    options: {
      neb: "NEB (Nepal's National Examinations Board)",
      cbse: "CBSE (India)",
      "a-levels": "A-levels",
      other: "Another board",
      see: "None yet: I have passed the SEE (Grade 10) and not finished Grade 12",
    },
  },
  scale: {
    legend: "Your result is given as",
    options: { gpa: "A GPA (out of 4)", percent: "A percentage", passes: "A number of A-level passes" },
  },
  result: {
    label: "Your result",
    hint: "For example 2.8, 62 or 3; Devanagari digits are fine too. Leave it empty if you have not finished Grade 12.",
  },
  ielts: { label: "IELTS band or equivalent", hint: "Leave it empty if you have no English test score yet." },
  diploma: { label: "A completed NCC Education diploma", none: "None" },
  experience: { label: "Years of work experience", hint: "Leave it empty if you have none." },
  interests: {
    legend: "What interests you?",
    hint: "Choose any; choose none to see every programme.",
    options: {
      computing: "Computing",
      business: "Business",
      cyber: "Cyber security",
      "data-ai": "Data and AI",
      short: "A short skills course",
    },
  },
  optional: "(optional)",
  submit: "Show my programmes",
  errors: {
    heading: "Please check your answers",
    boardMissing: "Choose your Grade 12 board.",
    scaleMissing: "Choose how your result is given: a GPA, a percentage or A-level passes.",
    resultMissing: "Enter your result.",
    notNumber: "Enter your result as a number, such as 2.8 or 62.",
    negative: "A result cannot be below zero.",
    gpaAbove: "A GPA is out of 4: enter a number from 0 to 4.",
    percentAbove: "A percentage cannot be above 100.",
    passesWhole: "Enter your A-level passes as a whole number, such as 3.",
    passesAbove: "Enter your A-level passes as a number from 0 to {most}.",
    passesNotALevels:
      "A-level passes are counted only for A-levels: choose A-levels as your board, or give your result as a GPA or a percentage.",
    aLevelsPasses:
      "A-level results are counted here as passes: choose a number of A-level passes and enter how many you have.",
    cbsePercent: "CBSE gives Grade 12 results as marks: choose a percentage and enter yours, such as 62.",
    ieltsRange: "IELTS bands run from 0 to 9 in half bands, such as 5.5.",
    experience: "Enter your years of work experience as a number from 0, such as 2.",
    experienceAbove: "Enter your years of work experience as a number from 0 to {most}.",
  },
  answer: {
    heading: "Your programmes",
    note: "This is a guide from the published entry requirements, not an offer of a place: the admissions office confirms every application.",
    now: { heading: "Open to you now", lead: "You meet the published entry requirements of these programmes." },
    step: {
      heading: "Open after the steps named",
      lead: "These open to you once you have taken the steps named, in the order given.",
    },
    ask: {
      heading: "Ask the admissions office",
      lead: "The published requirements do not say how your answers compare for these programmes: the admissions office can tell you.",
    },
    closed: {
      heading: "Not open on these answers",
      lead: "On the answers you gave, these programmes' published entry requirements are not met.",
    },
    nothing: "No programme in this part of the answer.",
    stepLead: "The step:",
    stepsLead: "The steps, in order:",
    why: "Why:",
    page: "About the programme",
    visit: "Book a visit",
    enquire: "Ask about it",
    again: "Change your answers",
  },
  steps: {
    englishAssessment: "Take the college's English assessment when you apply",
    ielts: "Reach IELTS {band} or an equivalent English qualification",
    first: "Complete the {names} first",
    or: " or the ",
  },
  reasons: {
    gpa: [
      "Your GPA of {value} meets the published minimum of {min} in the Grade 12 national examination (NEB).",
      "The published minimum is a GPA of {min} in the Grade 12 national examination (NEB); yours is {value}.",
    ],
    percent: [
      "Your {value}% meets the published minimum of {min}%.",
      "The published minimum is {min}%; yours is {value}%.",
    ],
    aLevels: [
      "Your {value} A-level passes meet the published {min}.",
      "The published requirement is {min} A-level passes; you have {value}.",
    ],
    school: "It asks for school completed to Grade {grade}, which your Grade 12 covers.",
    schoolSee: "It asks for school completed to Grade {grade}, which your SEE covers.",
    schoolMissed: "It asks for school completed to Grade {grade}; you have passed the SEE (Grade 10).",
    grade12Needed: "It asks for a Grade 12 result, which you do not have yet.",
    diploma: "It admits students who have completed the {name}, as you have.",
    diplomaAbove: "It admits students who have completed the {names}; your {name} is at a higher level.",
    diplomaNeeded: "It admits students who have completed the {names}.",
    equivalent:
      "A first year of study elsewhere may count as the {names}: bring your transcript, and the admissions office will check it.",
    topUp: `Your {name} leads to a degree's final year at ${site.partners.university.shortName} (the top-up): the admissions office can tell you how it applies to this degree.`,
    experience: "It admits on relevant work experience, and you have {years}.",
    open: "Its first level is open to beginners.",
    unjudged:
      "Its published requirements give no rule for {scale} from {board}: the admissions office can tell you how your result compares.",
    ielts: [
      "Your IELTS {value} meets the published {min}.",
      "It asks for IELTS {min} or equivalent; yours is {value}.",
    ],
    englishScore: "It asks for a good standard of English; your test score of {value} goes with your application.",
    englishAssessment:
      "It asks for IELTS {min} or equivalent; without a test score, the college assesses your English when you apply.",
    englishAssessmentNoBand: "Without a test score, the college assesses your English when you apply.",
    englishNone: "It asks for IELTS {min} or equivalent, and you have no score yet.",
    mature:
      "Mature applicants with relevant work experience are considered individually: the admissions office looks at your {years} of experience.",
    levelExperience:
      "With {years} of experience, ask about the later levels too: Intermediate asks for {min}–{max} years and a pass in the Introduction level, Advanced more than {over} years and a pass in Intermediate.",
  },
  prompt: { lead: "Not sure which programme you can join?", label: "Find your programme" },
  enquiryMessage: "I would like to know more about {name}.",
  boardNames: { neb: "NEB", cbse: "CBSE", "a-levels": "A-levels", other: "another board", see: "the SEE" },
  scaleNames: { gpa: "a GPA", percent: "a percentage", passes: "A-level passes" },
  yearCount: { one: "{n} year", other: "{n} years" },
};
