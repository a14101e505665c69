/**
 * The finder's answer in the page's language: each programme the engine
 * judged (eligibility.ts), with its steps and reasons in words and its
 * three links (its page, the visit form with it ticked, the enquiry form
 * with a message begun). Built on the server, so the page sends words, not
 * the rules, and needs no script.
 */
import { type ProgrammeSlug, programmeNames } from "~/content/programmes/names";
import { programmeNamesNe } from "~/content/programmes/names.ne";
import { programmes } from "~/content/programmes.server";
import { contactPage } from "~/content/pages/contact";
import { visitUsPage } from "~/content/pages/visit-us";
import { PROGRAMME_PARAM } from "~/forms/contract/constants";
import { fill } from "~/i18n/fill";
import { type Locale, localePath } from "~/i18n/locale";
import { nepaliFigure } from "~/i18n/numerals";
import { wordsIn } from "./words";
import { type Finding, type Reason, type Status, type Step, type Student, findProgrammes } from "./eligibility";

export interface AnswerItem {
  slug: ProgrammeSlug;
  name: string;
  steps: string[];
  reasons: { met: boolean; text: string }[];
  links: { page: string; visit: string; enquiry: string };
}

export type Answer = Record<Status, AnswerItem[]>;

/** Each programme's page path (its record's, e.g. /programs/Bsc_cybersecurity). */
const pathOf = Object.fromEntries(programmes.map((p) => [p.page.slug, p.page.path])) as Record<ProgrammeSlug, string>;

/** A programme's three links in the page's language. */
export function programmeLinks(slug: ProgrammeSlug, locale: Locale): AnswerItem["links"] {
  const query = `?${PROGRAMME_PARAM}=${encodeURIComponent(slug)}`;
  return {
    page: encodeURI(localePath(pathOf[slug], locale)),
    visit: `${localePath(visitUsPage.path, locale)}${query}#visit-form-heading`,
    enquiry: `${localePath(contactPage.path, locale)}${query}#enquiry`,
  };
}

/** The words for one finding. */
function itemOf(finding: Finding, locale: Locale): AnswerItem {
  const words = wordsIn(locale);
  const names = locale === "ne" ? programmeNamesNe : programmeNames;
  const num = (value: number) => (locale === "ne" ? nepaliFigure(value) : String(value));
  const plural = new Intl.PluralRules(locale);
  const years = (count: number) =>
    fill(words.yearCount[plural.select(count)] ?? words.yearCount.other, { n: num(count) });
  const namesOf = (slugs: readonly ProgrammeSlug[]) => slugs.map((s) => names[s]).join(words.steps.or);
  const stepText = (step: Step): string => {
    switch (step.kind) {
      case "english-assessment":
        return words.steps.englishAssessment;
      case "ielts":
        return fill(words.steps.ielts, { band: num(step.band) });
      case "first":
        return fill(words.steps.first, { names: namesOf(step.options) });
    }
  };
  const r = words.reasons;
  const reasonText = (reason: Reason): string => {
    const pick = (pair: readonly [string, string], met: boolean) => (met ? pair[0] : pair[1]);
    switch (reason.kind) {
      case "gpa":
      case "percent":
      case "a-levels":
      case "ielts": {
        const pair = reason.kind === "a-levels" ? r.aLevels : r[reason.kind];
        return fill(pick(pair, reason.met), { min: num(reason.min), value: num(reason.value) });
      }
      case "school":
        return fill(reason.met ? (reason.see ? r.schoolSee : r.school) : r.schoolMissed, { grade: num(reason.grade) });
      case "grade12-needed":
        return r.grade12Needed;
      case "diploma":
        return reason.from.includes(reason.held)
          ? fill(r.diploma, { name: names[reason.held] })
          : fill(r.diplomaAbove, { name: names[reason.held], names: namesOf(reason.from) });
      case "diploma-needed":
        return fill(r.diplomaNeeded, { names: namesOf(reason.from) });
      case "equivalent":
        return fill(r.equivalent, { names: namesOf(reason.of) });
      case "top-up":
        return fill(r.topUp, { name: names[reason.held] });
      case "experience":
        return fill(r.experience, { years: years(reason.years) });
      case "open":
        return r.open;
      case "result-unjudged":
        return fill(r.unjudged, { board: words.boardNames[reason.board], scale: words.scaleNames[reason.scale] });
      case "english-score":
        return fill(r.englishScore, { value: num(reason.value) });
      case "english-none":
        if (!reason.assessment) return fill(r.englishNone, { min: num(reason.min ?? 0) });
        return reason.min === undefined
          ? r.englishAssessmentNoBand
          : fill(r.englishAssessment, { min: num(reason.min) });
      case "mature":
        return fill(r.mature, { years: years(reason.years) });
      case "level-experience":
        return fill(r.levelExperience, {
          years: years(reason.years),
          min: num(reason.min),
          max: num(reason.max),
          over: num(reason.over),
        });
    }
  };
  return {
    slug: finding.slug,
    name: names[finding.slug],
    steps: finding.steps.map(stepText),
    reasons: finding.reasons.map((reason) => ({ met: reason.met, text: reasonText(reason) })),
    links: programmeLinks(finding.slug, locale),
  };
}

/** One student's answer, grouped: open now, after a step, to ask the office about, not open. */
export function answerFor(student: Student, locale: Locale): Answer {
  const answer: Answer = { now: [], step: [], ask: [], closed: [] };
  for (const finding of findProgrammes(student)) answer[finding.status].push(itemOf(finding, locale));
  return answer;
}

/** The enquiry form's message, begun, for a programme named in the contact page's query. */
export function enquiryMessage(slug: string | null, locale: Locale): string {
  if (!slug || !Object.hasOwn(programmeNames, slug)) return "";
  const names = locale === "ne" ? programmeNamesNe : programmeNames;
  return fill(wordsIn(locale).enquiryMessage, { name: names[slug as ProgrammeSlug] });
}
