/**
 * BSc (Hons) Business Computing and Information Systems (requirements §2.4).
 *
 * Module titles in the Qualification Structure are FOR THE COLLEGE TO VERIFY
 * against the university's current programme specification.
 */
import { withConfirm } from "../confirm";
import { site } from "../site";
import {
  degreePathway,
  degreeEntrySection,
  enrolmentSection,
  programmePage,
  progressionSection,
  resourcesBlocks,
  university,
  universityLogo,
} from "./shared";
import { awardPanel } from "./award-panel";
import { unit } from "./units";
import type { Programme } from "./types";

/**
 * The film is served by the awarding body and fetched only when the visitor
 * presses play; worker/security.ts allows its origin in media-src. Replace
 * it with the college's own copy when it has one.
 */
export const GRADUATION_FILM = "https://www.nccedu.com/wp-content/uploads/2023/05/NCC-Education-Showreel.mp4";

export const businessComputingPage = programmePage({
  slug: "business-computing",
  description:
    "A three-year UCLan BSc (Hons) in Business Computing and Information Systems, taught in Kathmandu: structure, entry requirements, assessment and intakes.",
  subTitle: "Awarded by the University of Central Lancashire (UCLan), UK",
  art: { imageSrc: "/art/programme-bcis.svg", altText: "Illustration of business charts and a laptop showing code" },
});

export const businessComputing: Programme = {
  page: businessComputingPage,
  kind: "degree",
  intro: {
    logo: universityLogo,
    heading: "A British honours degree where technology meets business",
    paragraphs: [
      `Business Computing and Information Systems is for people who want to design the systems organisations run on, and to understand why those organisations need them. Over three years you learn programming, databases, systems analysis and project management alongside business strategy, and graduate with a BSc (Hons) awarded by the ${university.name}.`,
      `You study with us in Kathmandu, in small classes with tutors who know you by name, and receive the same award as students on the university's UK campus.`,
    ],
  },
  award: awardPanel("business-computing"),
  downloads: [
    { label: "Brochure", path: "/docs/bcis-brochure.pdf", include: "all" },
    {
      label: "Programme sheet",
      path: "/docs/bcis-programme-sheet.pdf",
      include: ["overview", "entry", "structure", "assessment", "enrolment"],
    },
  ],
  video: {
    src: GRADUATION_FILM,
    poster: {
      src: "/art/programmes/graduation.svg",
      alt: "Graduates in gowns throwing their caps into the air",
      width: 640,
      height: 360,
    },
    caption: `Graduation day: the moment our students' years of work become a British qualification. Yours could be next.`,
  },
  sections: [
    {
      id: "university",
      title: "About the University",
      confirm: "that UCLan issues the certificate and transcript exactly as for students who study in the UK",
      claims: ["exactly as for students who study in the UK"],
      blocks: [
        {
          type: "text",
          text: `The ${university.name} (${university.shortName}) has been teaching in Preston, in the north-west of England, for nearly two centuries and today has about 38,000 students and staff. It works with partner institutions around the world, and ${site.name} is its teaching partner in Kathmandu for this degree.`,
        },
        {
          type: "text",
          text: `Your degree certificate and transcript are issued by ${university.shortName}, exactly as for students who study in the UK.`,
        },
      ],
    },
    {
      id: "overview",
      title: "Programme Overview",
      blocks: [
        {
          type: "text",
          text: "Every organisation depends on information systems, and needs people who can speak both the language of developers and the language of managers. This degree trains you to be that person.",
        },
        {
          type: "list",
          items: [
            "Build software and databases that solve real business problems",
            "Analyse how an organisation works and design systems to support it",
            "Manage IT projects, budgets and teams",
            "Use data to support decisions",
            "Communicate clearly with technical and non-technical colleagues",
          ],
        },
      ],
    },
    degreeEntrySection("business-computing"),
    {
      id: "structure",
      title: "Qualification Structure",
      confirm: `the module titles for each year against ${university.shortName}'s current programme specification`,
      blocks: [
        {
          type: "text",
          text: "The degree takes three years. Each year builds on the last, from foundations to specialist, independent work.",
        },
        {
          type: "units",
          groups: [
            {
              name: "Year 1",
              required: 4,
              units: [
                unit("introductionToProgramming"),
                unit("databaseFundamentals"),
                unit("businessInformationSystems"),
                unit("professionalSkillsForComputing"),
              ],
            },
            {
              name: "Year 2",
              required: 4,
              units: [
                unit("systemsAnalysisAndDesign"),
                unit("webApplicationDevelopment"),
                unit("projectManagement"),
                unit("businessDataAnalysis"),
              ],
            },
            {
              name: "Year 3",
              required: 4,
              units: [
                unit("honoursProject"),
                unit("strategicInformationSystems"),
                unit("enterpriseSystemsAndERP"),
                unit("digitalBusinessAndECommerce"),
              ],
            },
          ],
        },
      ],
    },
    {
      id: "assessment",
      title: "Assessment",
      confirm: "that assessments are set and moderated to UCLan's standards",
      claims: ["set and moderated to"],
      blocks: [
        {
          type: "text",
          text: "Most modules are assessed through coursework that mirrors work in industry: reports, system designs, working software, presentations and group projects. Some modules also have a written examination.",
        },
        {
          type: "text",
          text: `Assessments are set and moderated to ${university.shortName}'s standards, and you receive written feedback on each one so you know how to improve. Results are normally published within four weeks.`,
        },
      ],
    },
    { id: "resources", title: "Academic Resources and Time Management", blocks: resourcesBlocks },
    withConfirm(
      progressionSection(
        "Graduates go on to master's study in the UK, USA, Australia, Canada, Europe and Dubai, or into roles such as business analyst, systems analyst, IT consultant and project coordinator.",
        degreePathway(
          "business-computing",
          ["Foundations of computing and business", "Analysis, design and projects", "Honours project and strategy"],
          { label: "Master's or career", detail: "In Nepal or abroad" },
        ),
      ),
      "the careers and further study the page names for graduates",
      ["roles such as business analyst"],
    ),
    enrolmentSection,
  ],
  apply: "/apply",
};
