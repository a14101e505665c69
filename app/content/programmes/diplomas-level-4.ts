/**
 * Level 4 Diploma in Computing and its Business Management pathway.
 *
 * Unit titles follow NCC Education's published style and are FOR THE COLLEGE
 * TO VERIFY against the current qualification specification; the unit
 * COUNTS are fixed by SPEC §9 and checked by tests/e2e/programmes.spec.ts.
 */
import { awardingBody, awardingBodyLogo, diplomaDownloads, diplomaPathway } from "./shared";
import type { Programme } from "./types";

export const l4dc: Programme = {
  path: "/programs/l4dc",
  slug: "l4dc",
  kind: "diploma",
  intro: {
    logo: awardingBodyLogo,
    heading: "The first year of a UK computing degree, in Kathmandu",
    paragraphs: [
      `The ${awardingBody.name} Level 4 Diploma in Computing is recognised as the equivalent of the first year of a UK bachelor's degree. It gives you a solid grounding in programming, databases, networks and systems analysis, taught in small classes at our Kamalpokhari campus.`,
      "Pass it and you can continue to the Level 5 Diploma and then a one-year top-up to a full British honours degree, without leaving Nepal until you choose to.",
    ],
  },
  downloads: diplomaDownloads("l4dc"),
  sections: [
    {
      id: "units",
      title: "Units",
      blocks: [
        { type: "text", text: "To achieve the diploma you pass 5 core units plus 3 mandatory specialist units." },
        {
          type: "units",
          groups: [
            {
              name: "Core units",
              required: 5,
              units: [
                { title: "Computer Networks" },
                { title: "Database Design and Development" },
                { title: "Designing and Developing Object-Oriented Computer Programs" },
                { title: "Information Systems Analysis" },
                { title: "Skills for Computing" },
              ],
            },
            {
              name: "Mandatory specialist units",
              required: 3,
              units: [{ title: "Computer Systems" }, { title: "Dynamic Websites" }, { title: "Office Solutions Development" }],
            },
          ],
        },
      ],
    },
    {
      id: "entry",
      title: "Entry Requirements",
      blocks: [
        {
          type: "list",
          items: [
            "Completion of Grade 12 (NEB), A-levels or an equivalent school-leaving qualification, with at least 50% overall, or the Level 3 Diploma in Computing or the Level 3 International Foundation Diploma",
            "IELTS 5.5 or equivalent; if you have no English test score, we assess your English when you apply",
          ],
        },
        { type: "text", text: "Mature applicants with relevant work experience are welcome and are considered individually." },
      ],
    },
    {
      id: "accreditation",
      title: "Accreditation Status",
      blocks: [
        {
          type: "text",
          text: `This is a regulated UK qualification awarded by ${awardingBody.name}, whose qualifications are recognised by over 70 universities.`,
        },
        {
          type: "facts",
          items: [
            { term: "Qualification", detail: `${awardingBody.name} Level 4 Diploma in Computing` },
            { term: "Qualification reference", detail: "600/0406/X" },
            { term: "Level", detail: "Level 4, equivalent to the first year of a UK degree" },
          ],
        },
      ],
    },
    {
      id: "progression",
      title: "Academic Progression",
      blocks: [
        {
          type: "text",
          text: "With the Level 4 Diploma you can move straight on to the Level 5 Diploma in Computing (or one of its pathways), and from there to the final year of a degree.",
        },
        { type: "progression", steps: diplomaPathway("l4") },
      ],
    },
  ],
  apply: "/apply",
};

export const l4dcBm: Programme = {
  path: "/programs/l4dc-bm",
  slug: "l4dc-bm",
  kind: "diploma",
  intro: {
    logo: awardingBodyLogo,
    heading: "Computing and business, side by side",
    paragraphs: [
      `The ${awardingBody.name} Level 4 Diploma in Computing with Business Management suits students who want to build software and understand the organisations that use it. Alongside programming, databases and networks you study how businesses plan, market and manage people.`,
      "It sits at the level of the first year of a UK degree and leads on to Level 5 and a top-up degree in computing or business computing.",
    ],
  },
  downloads: diplomaDownloads("l4dc-bm"),
  sections: [
    {
      id: "units",
      title: "Units",
      blocks: [
        { type: "text", text: "You pass 4 core units, 3 specialist business units and 1 elective unit." },
        {
          type: "units",
          groups: [
            {
              name: "Core units",
              required: 4,
              units: [
                { title: "Computer Networks" },
                { title: "Database Design and Development" },
                { title: "Designing and Developing Object-Oriented Computer Programs" },
                { title: "Skills for Computing" },
              ],
            },
            {
              name: "Specialist units",
              required: 3,
              units: [{ title: "Business and People" }, { title: "Marketing" }, { title: "Managing Finance" }],
            },
            {
              name: "Elective units",
              required: 1,
              note: "Choose 1 of the following.",
              units: [{ title: "Information Systems Analysis" }, { title: "Dynamic Websites" }],
            },
          ],
        },
      ],
    },
    {
      id: "entry",
      title: "Entry Requirements",
      blocks: [
        {
          type: "list",
          items: [
            "A GPA of 1.5 in the national Grade 12 examination (NEB), or",
            "45 percent in another board's Grade 12 examination, or",
            "two A-level passes",
          ],
        },
        {
          type: "text",
          text: "Students coming from the Level 3 Diploma in Computing or the Level 3 International Foundation Diploma are also welcome.",
        },
      ],
    },
    {
      id: "accreditation",
      title: "Accreditation Status",
      blocks: [
        {
          type: "text",
          text: `A regulated UK qualification awarded by ${awardingBody.name}. The Business Management pathway is part of the Level 4 Diploma in Computing family of qualifications.`,
        },
        {
          type: "facts",
          items: [
            { term: "Qualification", detail: `${awardingBody.name} Level 4 Diploma in Computing with Business Management` },
            // For the college to verify: SPEC §9 gives this number for the Level 4 Diploma.
            { term: "Qualification reference", detail: "600/0406/X (Level 4 Diploma in Computing)" },
            { term: "Level", detail: "Level 4, equivalent to the first year of a UK degree" },
          ],
        },
      ],
    },
    {
      id: "progression",
      title: "Academic Progression",
      blocks: [
        {
          type: "text",
          text: "Continue to the Level 5 Diploma in Computing with Business Management, then complete a BSc (Hons) with a one-year top-up.",
        },
        { type: "progression", steps: diplomaPathway("l4") },
      ],
    },
  ],
  apply: "/apply",
};
