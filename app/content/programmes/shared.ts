/**
 * Facts several programme pages share (requirements §9), written once so that the
 * degree pages, the diplomas and their PDFs all say the same thing.
 */
import { site } from "../site";
import type { ImageRef } from "~/lib/image-ref";
import type { Block, DocumentLink, ProgressionStep, Section } from "./types";

export const university = site.partners.university;
export const awardingBody = site.partners.awardingBody;

/** requirements §9 "Enrollment months". */
export const enrolmentMonths = ["January", "March", "June", "September", "November"] as const;

/** requirements §9 "Degree entry". */
export const degreeEntry: string[] = [
  "A minimum GPA of 1.5 in the Grade 12 national examination (NEB), or",
  "a minimum of 45% in the CBSE board examination, or",
  "passes in 2 A-level subjects.",
];

export const studyGapNote =
  "A high study gap is no barrier on its own: if some years have passed since you finished school, tell us what you have done since and we will look at your application as a whole.";

/** Short-course marks in public/art/programmes/ (240×80). */
export const courseLogo = (name: string, alt: string): ImageRef => ({
  src: `/art/programmes/${name}.svg`,
  alt,
  width: 240,
  height: 80,
});

export const universityLogo: ImageRef = {
  src: "/art/programmes/uclan-mark.svg",
  alt: `${university.name} (${university.shortName})`,
  width: 240,
  height: 80,
};

export const awardingBodyLogo: ImageRef = {
  src: "/art/programmes/ncc-mark.svg",
  alt: awardingBody.name,
  width: 240,
  height: 80,
};

export const enrolmentSection: Section = {
  id: "enrolment",
  title: "Enrollment Dates",
  blocks: [
    { type: "text", text: "There are five intakes a year, so you never wait long to start:" },
    { type: "list", items: [...enrolmentMonths], label: "Intake months" },
    {
      type: "text",
      text: "Places in each intake are limited so that classes stay small. Apply early, or visit us to talk through which intake suits you.",
    },
  ],
};

export const resourcesBlocks: Block[] = [
  {
    type: "text",
    text: `You have access to the ${university.shortName} online library and learning platform as well as our own library and computer labs at Kamalpokhari, open throughout the college day.`,
  },
  {
    type: "list",
    items: [
      "Module materials, recorded sessions and assessment briefs on the virtual learning environment",
      "E-books, journals and databases through the university's online library",
      "Computer labs with the software each module uses",
      "Weekly timetabled classes, with the rest of each week planned for independent study",
      "Personal tutors who help you plan your time around assessment deadlines",
    ],
  },
  {
    type: "text",
    text: "Expect to spend around as many hours again on independent study as you spend in class. In your first weeks your tutor helps you build a weekly plan and keep to it.",
  },
];

/** The ladder every NCC Education computing diploma sits on (requirements §2.4). */
export function diplomaPathway(current: "l3" | "foundation" | "l4" | "l5"): ProgressionStep[] {
  return [
    current === "foundation"
      ? {
          label: "Level 3 International Foundation Diploma",
          detail: "University preparation, 120 credits",
          current: true,
        }
      : {
          label: "Level 3 Diploma in Computing",
          detail: "Or the International Foundation Diploma",
          current: current === "l3",
        },
    { label: "Level 4 Diploma in Computing", detail: "Equivalent to year 1 of a UK degree", current: current === "l4" },
    { label: "Level 5 Diploma in Computing", detail: "Equivalent to year 2 of a UK degree", current: current === "l5" },
    { label: `Final-year top-up at ${university.shortName}`, detail: "BSc (Hons) in one further year" },
  ];
}

/** Brochure and programme sheet, the two documents every diploma page offers. */
export function diplomaDownloads(slug: string): DocumentLink[] {
  return [
    { label: "Brochure", path: `/docs/${slug}-brochure.pdf`, include: "all" },
    {
      label: "Programme sheet",
      path: `/docs/${slug}-programme-sheet.pdf`,
      include: ["units", "entry", "accreditation"],
    },
  ];
}

/** Entry to every Level 5 diploma. */
export const level5Entry: Section = {
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

/** A Level 5 diploma's accreditation section: its full title and qualification reference. */
export function level5Accreditation(title: string, reference: string): Section {
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

/** A Level 5 diploma's progression section: what passing it leads to, then the ladder. */
export function level5Progression(text: string): Section {
  return {
    id: "progression",
    title: "Academic Progression",
    blocks: [
      { type: "text", text },
      { type: "progression", steps: diplomaPathway("l5") },
    ],
  };
}
