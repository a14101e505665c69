/**
 * Level 3 Diploma in Computing and the Level 3 International Foundation
 * Diploma for Higher Education Studies.
 *
 * Unit titles and credits are FOR THE COLLEGE TO VERIFY against NCC
 * Education's current specifications. Fixed by SPEC §9 (and tested): the
 * foundation diploma is 120 credits, with 80 credits of core units for
 * IELTS 4.5–5.5 or 60 for IELTS 5.5 and above.
 */
import { awardingBody, awardingBodyLogo, diplomaDownloads, diplomaPathway } from "./shared";
import type { Programme } from "./types";

export const l3dc: Programme = {
  path: "/programs/l3dc",
  slug: "l3dc",
  kind: "diploma",
  intro: {
    logo: awardingBodyLogo,
    heading: "Your first British qualification in computing",
    paragraphs: [
      `The ${awardingBody.name} Level 3 Diploma in Computing is a practical introduction to the subject for students straight from school. You learn to program, build websites, look after computer systems and work with data, with plenty of lab time and patient, personal support.`,
      "Complete it and you are ready for the Level 4 Diploma in Computing, the first step on the route to a UK honours degree.",
    ],
  },
  downloads: diplomaDownloads("l3dc"),
  sections: [
    {
      id: "units",
      title: "Units",
      blocks: [
        { type: "text", text: "You study 6 units, each assessed through a mix of coursework and examination." },
        {
          type: "units",
          groups: [
            {
              name: "Units",
              required: 6,
              units: [
                { title: "Introduction to Programming" },
                { title: "Computer Systems" },
                { title: "Networking Fundamentals" },
                { title: "Website Design and Development" },
                { title: "Database Foundations" },
                { title: "Professional Skills for IT" },
              ],
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
            "Completion of the Secondary Education Examination (SEE) or an equivalent Grade 10 qualification",
            "A good standard of English; we assess it when you apply if you have no test score",
          ],
        },
        { type: "text", text: "No previous computing experience is needed: curiosity and willingness to practise matter more." },
      ],
    },
    {
      id: "accreditation",
      title: "Accreditation Status",
      blocks: [
        { type: "text", text: `A UK qualification awarded by ${awardingBody.name}, designed as a recognised entry route to its Level 4 Diploma in Computing.` },
        {
          type: "facts",
          items: [
            { term: "Qualification", detail: `${awardingBody.name} Level 3 Diploma in Computing` },
            { term: "Qualification reference", detail: "Ask our admissions office; it is printed on your certificate" },
            { term: "Level", detail: "Level 3, the level of A-levels in the UK" },
          ],
        },
      ],
    },
    {
      id: "progression",
      title: "Academic Progression",
      blocks: [
        { type: "text", text: "From Level 3 you move to the Level 4 and Level 5 Diplomas and then a one-year degree top-up." },
        { type: "progression", steps: diplomaPathway("l3") },
      ],
    },
  ],
  apply: "/apply",
};

export const l3ifdhes: Programme = {
  path: "/programs/L3IFDHES",
  slug: "l3ifdhes",
  kind: "diploma",
  intro: {
    logo: awardingBodyLogo,
    heading: "Ready for university, in English",
    paragraphs: [
      `The ${awardingBody.name} Level 3 International Foundation Diploma for Higher Education Studies prepares you for degree study taught in English. You build academic English, research and study skills, and subject knowledge in computing and business.`,
      "It is a bridge for school leavers whose qualifications or English score do not yet meet direct degree entry, and it leads on to the Level 4 Diploma.",
    ],
  },
  downloads: diplomaDownloads("l3ifdhes"),
  sections: [
    {
      id: "units",
      title: "Units",
      blocks: [
        {
          type: "text",
          text: "The diploma is 120 credits in total. How many of them are core units depends on your English: with IELTS 4.5–5.5 your core units equal 80 credits; with IELTS 5.5 and above they equal 60 credits. Elective units make up the rest.",
        },
        {
          type: "units",
          groups: [
            {
              name: "Core units (IELTS 5.5 and above: 60 credits)",
              required: 3,
              units: [
                { title: "English for Academic Purposes", credits: 20 },
                { title: "Academic Study Skills", credits: 20 },
                { title: "Global Environment", credits: 20 },
              ],
            },
            {
              name: "Additional core unit (IELTS 4.5–5.5: 80 credits of core units)",
              required: 1,
              units: [{ title: "Further English for Academic Purposes", credits: 20 }],
            },
            {
              name: "Elective units (to complete 120 credits)",
              required: 3,
              note: "Choose 3 (IELTS 5.5 and above) or 2 (IELTS 4.5–5.5) of the following.",
              units: [
                { title: "Introduction to Computing", credits: 20 },
                { title: "Mathematics", credits: 20 },
                { title: "Introduction to Business", credits: 20 },
                { title: "Introduction to Economics", credits: 20 },
              ],
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
            "Completion of Grade 11 or Grade 12 (NEB) or an equivalent qualification",
            "IELTS 4.5 or above, or an equivalent English assessment at the college",
          ],
        },
      ],
    },
    {
      id: "accreditation",
      title: "Accreditation Status",
      blocks: [
        { type: "text", text: `A UK qualification awarded by ${awardingBody.name} and accepted for progression by its university partners.` },
        {
          type: "facts",
          items: [
            { term: "Qualification", detail: `${awardingBody.name} Level 3 International Foundation Diploma for Higher Education Studies` },
            { term: "Qualification reference", detail: "Ask our admissions office; it is printed on your certificate" },
            { term: "Credits", detail: "120 in total" },
          ],
        },
      ],
    },
    {
      id: "progression",
      title: "Academic Progression",
      blocks: [
        { type: "text", text: "After the foundation diploma you join the Level 4 Diploma in Computing and continue towards a UK honours degree." },
        { type: "progression", steps: diplomaPathway("foundation") },
      ],
    },
  ],
  apply: "/apply",
};
