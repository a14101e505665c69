/**
 * Course cards (requirements §3 "Qualification / course card"): the four on the home
 * page, the seven on /Diplomas (ids 3–9) and the four on /ShortCourses.
 *
 * Images are the drawn SVG art for now; each keeps src/alt/width/height so a
 * real photograph can replace it by editing one record.
 *
 * The listings' own words (heading, introduction, the diplomas' pathway) are
 * here too. Loaders send these records (home.ts, routes/diplomas.tsx,
 * routes/short-courses.tsx); their Nepali twin is courses.ne.ts.
 */
import type { FinderWords } from "./finder";
import type { ToConfirm } from "./confirm";
import type { ImageRef } from "~/lib/image-ref";
import { href } from "./pages";
import { type ProgrammeSlug, programmeNames as names, programmePaths } from "./programmes/names";
import { diplomaPathway } from "./programmes/shared";
import type { ProgressionStep } from "./programmes/types";
import { site } from "./site";

export interface CourseCard extends ToConfirm {
  id: number;
  title: string;
  provider: string;
  description: string;
  level: string;
  image: ImageRef;
  /** Site-relative URL, already encoded (see `href`). */
  link: string;
}

const university = site.partners.university.name;
const awardingBody = site.partners.awardingBody.name;

/** A card's link to a programme's page. */
const programmeLink = (slug: ProgrammeSlug) => href(programmePaths[slug]);

/** The art in public/art/ is drawn on a 320×200 canvas. */
const art = (name: string, alt: string): ImageRef => ({
  src: `/art/${name}.svg`,
  alt,
  width: 320,
  height: 200,
});

export const homeCards: CourseCard[] = [
  // The two degree cards keep requirements §3's own wording (subject first,
  // then the award), which reads as a card's heading; the programme pages
  // and every list name the degrees as programmes/names.ts does.
  {
    id: 1,
    title: "Business Computing and Information Systems BSc (Hons)",
    provider: university,
    description:
      "Three years in Kathmandu to a UK honours degree that joins programming, databases and systems analysis with how organisations actually run.",
    level: "Undergraduate",
    image: art("programme-bcis", "Business charts beside a laptop showing code"),
    link: programmeLink("business-computing"),
  },
  {
    id: 2,
    title: "Cyber Security and Networking BSc (Hons)",
    provider: university,
    description:
      "A UK honours degree in securing and running networks, with hands-on labs where you attack, defend and investigate real systems.",
    level: "Undergraduate",
    image: art("programme-cyber", "A padlock over a network of connected computers"),
    link: programmeLink("bsc-cybersecurity"),
  },
  {
    id: 3,
    title: "Diploma Courses",
    provider: awardingBody,
    description:
      "Level 3, 4 and 5 diplomas in computing and an international foundation diploma: a step-by-step route to the final year of a UK degree.",
    level: "Diploma",
    image: art("programme-diploma", "A diploma certificate beside a computer"),
    link: href("/Diplomas"),
  },
  {
    id: 4,
    title: "Short Courses",
    provider: site.name,
    description:
      "Focused courses in cyber security, artificial intelligence, data science and full stack web development for students and working professionals.",
    level: "Short Course",
    image: art("programme-web", "A browser window with code and charts"),
    link: href("/ShortCourses"),
  },
];

export const diplomaCards: CourseCard[] = [
  {
    id: 3,
    title: names.l3ifdhes,
    provider: awardingBody,
    description:
      "A year that prepares school leavers for university study in English: academic skills, English for academic purposes and subject foundations.",
    confirm: "that the foundation diploma takes a year",
    claims: ["A year that prepares school leavers"],
    level: "Foundation Diploma",
    image: art("programme-foundation", "Books stacked beside a graduation cap"),
    link: programmeLink("l3ifdhes"),
  },
  {
    id: 4,
    title: names.l3dc,
    provider: awardingBody,
    description:
      "A first qualification in computing: programming, networks, web development and computer systems, leading on to the Level 4 Diploma.",
    level: "Level 3",
    image: art("programme-diploma", "A diploma certificate beside a computer"),
    link: programmeLink("l3dc"),
  },
  {
    id: 5,
    title: names.l4dc,
    provider: awardingBody,
    description:
      "Five core and three specialist units, recognised as the equivalent of the first year of a UK computing degree.",
    level: "Level 4",
    image: art("programme-diploma", "A diploma certificate beside a computer"),
    link: programmeLink("l4dc"),
  },
  {
    id: 6,
    title: names["l4dc-bm"],
    provider: awardingBody,
    description:
      "Computing at degree first-year level, with units in business, marketing and management for students who want both.",
    level: "Level 4",
    image: art("programme-bcis", "Business charts beside a laptop showing code"),
    link: programmeLink("l4dc-bm"),
  },
  {
    id: 7,
    title: names.l5dc,
    provider: awardingBody,
    description: `The second-year equivalent of a UK computing degree, leading to a one-year top-up at ${site.partners.university.shortName} for a full honours degree.`,
    level: "Level 5",
    image: art("programme-diploma", "A diploma certificate beside a computer"),
    link: programmeLink("l5dc"),
  },
  {
    id: 8,
    title: names["l5dc-bm"],
    provider: awardingBody,
    description:
      "Advanced computing alongside strategy and management, for graduates heading into technology-led businesses.",
    level: "Level 5",
    image: art("programme-bcis", "Business charts beside a laptop showing code"),
    link: programmeLink("l5dc-bm"),
  },
  {
    id: 9,
    title: names["l5dc-cs"],
    provider: awardingBody,
    description:
      "Second-year degree-level study with specialist units in network security, digital forensics and security management.",
    level: "Level 5",
    image: art("programme-cyber", "A padlock over a network of connected computers"),
    link: programmeLink("l5dc-cs"),
  },
];

export const shortCourseCards: CourseCard[] = [
  {
    id: 10,
    title: "Cyber Security",
    provider: site.name,
    description:
      "Learn how attacks work and how to stop them: threats, secure networks, safe systems and responding to incidents.",
    level: "Short Course",
    image: art("programme-cyber", "A padlock over a network of connected computers"),
    link: programmeLink("cyber-security-short"),
  },
  {
    id: 11,
    title: "Artificial Intelligence",
    provider: site.name,
    description:
      "From Python and machine learning to neural networks and language models, with small projects you build yourself.",
    level: "Short Course",
    image: art("programme-ai", "A stylised neural network"),
    link: programmeLink("artificial-intelligence"),
  },
  {
    id: 12,
    title: "Data Science",
    provider: site.name,
    description:
      "Four levels, from Introduction to Expert: statistics, coding, modelling and data visualisation for real decisions.",
    level: "Short Course",
    image: art("programme-data", "Bar and line charts on a dashboard"),
    link: programmeLink("data-science"),
  },
  {
    id: 13,
    title: names["full-stack"],
    provider: site.name,
    description:
      "Build complete web applications with MongoDB, Express, React and Node.js, from the first page to deployment.",
    level: "Short Course",
    image: art("programme-web", "A browser window with code and charts"),
    link: programmeLink("full-stack"),
  },
];

/** A course listing page (requirements §2.4): its heading, introduction, the diplomas' pathway and its cards. */
export interface CourseListingContent {
  heading: string;
  intro: string;
  pathway?: ProgressionStep[];
  cards: CourseCard[];
}

/** A listing as its page shows it: with the link to the programme finder, in the page's language. */
export interface CourseListingPage extends CourseListingContent {
  finder: FinderWords["prompt"];
}

export const diplomasListing: CourseListingContent = {
  heading: "Seven diplomas, one clear route to a degree",
  intro: `Our diplomas are awarded by ${awardingBody} in the UK. Start at Level 3 or with the International Foundation Diploma, move up through Levels 4 and 5, and you can finish with a one-year top-up at ${site.partners.university.shortName} to a British honours degree. Choose a pathway in computing, business management or cyber security.`,
  // The steps as shown: the notes for the college to confirm stay with the programme records.
  pathway: diplomaPathway().map(({ label, detail }) => ({ label, detail })),
  cards: diplomaCards,
};

export const shortCoursesListing: CourseListingContent = {
  heading: "Focused skills, taught hands-on",
  intro: `Our short courses are for students who want a head start and professionals who need a new skill for work. Each is taught in small groups in our ${site.address.area} labs, with practical projects you can show employers.`,
  cards: shortCourseCards,
};
