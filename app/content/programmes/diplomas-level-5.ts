/**
 * Level 5 Diploma in Computing and its Business Management and Cyber
 * Security pathways.
 *
 * Unit titles are FOR THE COLLEGE TO VERIFY against NCC Education's current
 * specifications; the COUNTS (4 specialist + 2 electives; 4 core + 2
 * electives; 4 specialist + 2 electives) are SPEC §9 and are tested.
 */
import { awardingBody, awardingBodyLogo, diplomaDownloads, diplomaPathway } from "./shared";
import type { Programme, Section } from "./types";

const l5Entry: Section = {
  id: "entry",
  title: "Entry Requirements",
  blocks: [
    {
      type: "list",
      items: [
        `The ${awardingBody.name} Level 4 Diploma in Computing (or one of its pathways), or an equivalent first year of study in computing`,
        "IELTS 5.5 or equivalent",
      ],
    },
    {
      type: "text",
      text: "If you studied your first year elsewhere, bring your transcript: our admissions team will check how it maps on to Level 4.",
    },
  ],
};

function accreditation(title: string, reference: string): Section {
  return {
    id: "accreditation",
    title: "Accreditation Status",
    blocks: [
      {
        type: "text",
        text: `A regulated UK qualification awarded by ${awardingBody.name}, recognised by over 70 universities for entry to the final year of a bachelor's degree.`,
      },
      {
        type: "facts",
        items: [
          { term: "Qualification", detail: `${awardingBody.name} ${title}` },
          { term: "Qualification reference", detail: reference },
          { term: "Level", detail: "Level 5, equivalent to the second year of a UK degree" },
        ],
      },
    ],
  };
}

function progression(text: string): Section {
  return {
    id: "progression",
    title: "Academic Progression",
    blocks: [{ type: "text", text }, { type: "progression", steps: diplomaPathway("l5") }],
  };
}

export const l5dc: Programme = {
  path: "/programs/l5dc",
  slug: "l5dc",
  kind: "diploma",
  intro: {
    logo: awardingBodyLogo,
    heading: "One step from a British honours degree",
    paragraphs: [
      `The ${awardingBody.name} Level 5 Diploma in Computing is the equivalent of the second year of a UK bachelor's degree. You deepen your programming and systems skills, work in agile teams and finish with a substantial computing project of your own.`,
      "Graduates go on to a one-year top-up for a full BSc (Hons), or straight into work as developers, analysts and IT support specialists.",
    ],
  },
  downloads: diplomaDownloads("l5dc"),
  sections: [
    {
      id: "units",
      title: "Units",
      blocks: [
        { type: "text", text: "To achieve the diploma you pass 4 specialist units and 2 elective units." },
        {
          type: "units",
          groups: [
            {
              name: "Specialist units",
              required: 4,
              units: [
                { title: "Agile Development" },
                { title: "Analysis, Design and Implementation" },
                { title: "Computing Project" },
                { title: "Information Systems and Organisations" },
              ],
            },
            {
              name: "Elective units",
              required: 2,
              note: "Choose 2 of the following.",
              units: [
                { title: "Database Design and Administration" },
                { title: "Network Security and Cryptography" },
                { title: "Web Application Development" },
                { title: "Programming Paradigms" },
              ],
            },
          ],
        },
      ],
    },
    l5Entry,
    accreditation("Level 5 Diploma in Computing", "600/3055/0"),
    progression("Pass the Level 5 Diploma and you can join the final year of a BSc (Hons) at our partner university and graduate with a British honours degree."),
  ],
  apply: "/apply",
};

export const l5dcBm: Programme = {
  path: "/programs/l5dc-bm",
  slug: "l5dc-bm",
  kind: "diploma",
  intro: {
    logo: awardingBodyLogo,
    heading: "Advanced computing for the business world",
    paragraphs: [
      `The ${awardingBody.name} Level 5 Diploma in Computing with Business Management carries your computing studies to second-year degree level and adds the management thinking that technology-led organisations look for.`,
      "It leads to a one-year top-up in business computing or information systems, or into roles that sit between IT teams and the rest of a business.",
    ],
  },
  downloads: diplomaDownloads("l5dc-bm"),
  sections: [
    {
      id: "units",
      title: "Units",
      blocks: [
        { type: "text", text: "You pass 4 core units and 2 elective units." },
        {
          type: "units",
          groups: [
            {
              name: "Core units",
              required: 4,
              units: [
                { title: "Agile Development" },
                { title: "Computing Project" },
                { title: "Information Systems and Organisations" },
                { title: "Business IT Strategy" },
              ],
            },
            {
              name: "Elective units",
              required: 2,
              note: "Choose 2 of the following.",
              units: [
                { title: "Managing Projects" },
                { title: "Marketing Management" },
                { title: "Database Design and Administration" },
              ],
            },
          ],
        },
      ],
    },
    l5Entry,
    // For the college to verify: SPEC §9 gives 600/3055/0 for the Level 5 Diploma.
    accreditation("Level 5 Diploma in Computing with Business Management", "600/3055/0 (Level 5 Diploma in Computing)"),
    progression("Pass the diploma and you can complete a BSc (Hons) in business computing or information systems with a one-year top-up."),
  ],
  apply: "/apply",
};

export const l5dcCs: Programme = {
  path: "/programs/l5dc-cs",
  slug: "l5dc-cs",
  kind: "diploma",
  intro: {
    logo: awardingBodyLogo,
    heading: "Second-year degree study with a security specialism",
    paragraphs: [
      `The ${awardingBody.name} Level 5 Diploma in Computing with Cyber Security is for students who want to protect systems as well as build them. You study network security, cryptography and digital forensics at the level of the second year of a UK degree.`,
      "It prepares you for a top-up degree in cyber security and for roles in security operations, network administration and IT audit.",
    ],
  },
  downloads: diplomaDownloads("l5dc-cs"),
  sections: [
    {
      id: "units",
      title: "Units",
      blocks: [
        { type: "text", text: "You pass 4 specialist units and 2 elective units." },
        {
          type: "units",
          groups: [
            {
              name: "Specialist units",
              required: 4,
              units: [
                { title: "Network Security and Cryptography" },
                { title: "Digital Forensics" },
                { title: "Information Security Management" },
                { title: "Computing Project" },
              ],
            },
            {
              name: "Elective units",
              required: 2,
              note: "Choose 2 of the following.",
              units: [
                { title: "Agile Development" },
                { title: "Database Design and Administration" },
                { title: "Web Application Development" },
              ],
            },
          ],
        },
      ],
    },
    l5Entry,
    // For the college to verify: SPEC §9 gives 600/3055/0 for the Level 5 Diploma.
    accreditation("Level 5 Diploma in Computing with Cyber Security", "600/3055/0 (Level 5 Diploma in Computing)"),
    progression("Pass the diploma and you can complete a BSc (Hons) in cyber security and networking with a one-year top-up."),
  ],
  apply: "/apply",
};
