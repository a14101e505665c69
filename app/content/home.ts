/**
 * The home page's copy (requirements §1, §2.3, §9): ticker, hero pitches, intro,
 * university stats, the inclusive welcome and the first-visit popup. The
 * four qualification cards live in courses.ts (`homeCards`), the partners
 * in partners.ts, so the programme pages and the home page share one record.
 * `homeContent` gathers them as the home route's loader sends them; its
 * Nepali twin is home.ne.ts. The widgets' timings are in home-settings.ts,
 * which the browser's code may import (this module is for loaders only).
 */
import type { Locale } from "~/i18n/locale";
import type { ImageRef } from "~/lib/image-ref";
import { type CourseCard, homeCards } from "./courses";
import type { Stat } from "./partnership";
import { type Partner, partners } from "./partners";
import { intakeMonthsText } from "./intakes";
import { href } from "./pages";
import { tierPercentages } from "./scholarship";
import { site } from "./site";
import { tickerItems } from "./ticker";
import { headlineFigures, uclan } from "./uclan";

export { POPUP_SEEN_KEY, STATS_DURATION_MS, STATS_THRESHOLD, VIDEO_START_SECONDS } from "./home-settings";

const university = site.partners.university;
const awardingBody = site.partners.awardingBody;

/** requirements §1; one loop takes 50 s (components/home/home.css). */
export { tickerItems };

/** requirements §1: the four home-page pitches, shown in the hero. */
export const heroPitches: string[] = [
  "Study British IT and graduate in the UK",
  "The most affordable British qualifications",
  "Internationally accredited programs",
  "A pathway to the UK, USA, Australia, Canada, Europe and Dubai",
];

export const heroStill: ImageRef = {
  src: "/art/home-hero.svg",
  alt: "Illustration of students with laptops in front of the college, with a graduation cap and a globe",
  width: 960,
  height: 540,
};

/** A link the page offers as a button; `to` is an English path (the Link leads to its twin). */
export interface HomeAction {
  label: string;
  to: string;
  primary?: boolean;
}

export const heroActions: HomeAction[] = [
  { label: "Apply now", to: href("/apply"), primary: true },
  { label: "Book a visit", to: href("/VisitUs"), primary: false },
];

export const intro = {
  heading: "A British education, close to home",
  paragraphs: [
    `${site.name} in ${site.address.area}, Kathmandu, teaches British-awarded computing qualifications in partnership with the ${university.name} (${university.shortName}) and ${awardingBody.name}. You study here, with small classes and teachers who know your name, and you earn the same qualifications students earn in the UK.`,
    `Start where you are: a foundation diploma straight after school, Level 3 to Level 5 diplomas that build step by step towards the final year of a UK degree, a full honours degree awarded by ${university.shortName}, or a focused short course alongside work.`,
  ],
};

export const cardsSection = {
  heading: "Choose your qualification",
  lead: "British degrees and diplomas, and the college's own short courses, each with a clear next step.",
};

export interface StatItem {
  /** As displayed, e.g. "190+". */
  value: string;
  label: string;
  /** The number the counter runs to. */
  numeric: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
}

/** A figure of a partner's page as the banner shows it; `number` writes it (localNumber: grouped Devanagari on Nepali pages). */
export function statItem(
  figure: Stat,
  number: (value: number, decimals: number) => string = (value, decimals) => value.toFixed(decimals),
): StatItem {
  const decimals = figure.decimals ?? 0;
  return {
    value: `${figure.prefix ?? ""}${number(figure.value, decimals)}${figure.suffix ?? ""}`,
    label: figure.label,
    numeric: figure.value,
    ...(figure.prefix ? { prefix: figure.prefix } : {}),
    ...(figure.suffix ? { suffix: figure.suffix } : {}),
    ...(decimals ? { decimals } : {}),
  };
}

/**
 * The banner's four figures are the partner university's headline figures,
 * taken from its page's record (uclan.ts), and the banner names the
 * university: one set of figures for both pages, each said of what it
 * describes (requirements §9).
 */
export const statsSection = {
  heading: "The university that awards our degrees",
  lead: `The ${university.name} (${university.shortName}) awards the degrees we teach in Kathmandu.`,
};

export const stats: StatItem[] = headlineFigures(uclan).map((figure) => statItem(figure));

export const welcome: HomeContent["welcome"] = {
  heading: "Everyone is welcome here",
  paragraphs: [
    "Whatever your school board, background or budget, there is a place for you at our college. We accept results from the national Grade 12 exam, the CBSE board and A levels, and our admissions team will talk you through the route that fits your grades and goals.",
    "Money should not stand between a good student and a British degree. Scholarships of up to 100% are awarded every year, the scholarship exam is open throughout the year for each intake, and an assured internship gives you real work experience before you graduate.",
    "Parents and guardians are welcome too: come and see the classrooms, meet the teachers and ask every question you have.",
  ],
  points: [
    `Five intakes a year: ${intakeMonthsText("and")}`,
    `Scholarship tiers of ${tierPercentages}`,
    "Counselling in person, by phone or online",
  ],
  actions: [
    { label: "Explore scholarships", to: href("/admission/scholarship") },
    { label: "Visit the campus", to: href("/VisitUs") },
  ],
};

export const partnersSection = {
  heading: "Our partners",
  lead: "Universities, an awarding body and industry partners who shape what you learn and where it can take you.",
};

/**
 * The first popup notice's text: the Worker writes it into D1 once, flagged
 * for the popup (worker/notices/seed.ts); the live popup is the office's
 * newest notice flagged so, and only its links to apply and visit come
 * from here afterwards (app/notices/home.server.ts).
 */
export const popup: HomeContent["popup"] = {
  heading: "Admissions are open",
  body: "Join the next intake for British IT degrees, diplomas and short courses in Kathmandu. Scholarships of up to 100% are available for deserving students.",
  actions: [
    { label: "Apply online", to: href("/apply"), primary: true },
    { label: "Visit us", to: href("/VisitUs"), primary: false },
  ],
};

/** Everything the home page shows, in one language, as its loader sends it. */
export interface HomeContent {
  ticker: string[];
  hero: { pitches: string[]; still: ImageRef; actions: HomeAction[] };
  intro: { heading: string; paragraphs: string[] };
  cards: { heading: string; lead: string; cards: CourseCard[] };
  stats: { heading: string; lead: string; items: StatItem[] };
  welcome: { heading: string; paragraphs: string[]; points: string[]; actions: HomeAction[] };
  partners: { heading: string; lead: string; partners: Partner[] };
  /** `headingLang`/`bodyLang`: set when that text is in the other language than the page's (a notice written in one). */
  popup: { heading: string; headingLang?: Locale; body: string; bodyLang?: Locale; actions: HomeAction[] };
}

export const homeContent: HomeContent = {
  ticker: tickerItems,
  hero: { pitches: heroPitches, still: heroStill, actions: heroActions },
  intro,
  cards: { ...cardsSection, cards: homeCards },
  stats: { ...statsSection, items: stats },
  welcome,
  partners: { ...partnersSection, partners },
  popup,
};
