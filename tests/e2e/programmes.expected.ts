/**
 * What requirements §2.4, §3 and §9 say each programme page must show, written out
 * by hand (not read from app/content), so a record that drifts from the
 * spec fails tests/e2e/programmes.spec.ts.
 */
export interface UnitExpectation {
  /** Matches the unit group's heading. */
  group: RegExp;
  required: number;
  /** Electives list more options than a student takes. */
  elective?: boolean;
}

export interface Expected {
  path: string;
  sections: string[];
  apply: "/apply" | "#apply";
  /** Download labels that must be linked (at least these). */
  downloads: string[];
  facts: (string | RegExp)[];
  units?: UnitExpectation[];
  /** The current step of the progression pathway: the page's own programme, by its full name. */
  pathway?: string;
  /** The award panel: who awards it (requirements §1), its reference where §9 gives one, the awarder's page here. */
  award: { by: string; partner: string; reference?: string };
}

const UCLAN = { by: "University of Central Lancashire", partner: "/about/uclan" };
const NCC = { by: "NCC Education", partner: "/about/ncc-education" };
// The short courses are the college's own: their panel leads to the page on why students choose it.
const COLLEGE = { by: "MBC College", partner: "/admission/why-mbc" };

const DIPLOMA_SECTIONS = ["Units", "Entry Requirements", "Accreditation Status", "Academic Progression"];
const DEGREE_ENTRY = [
  /GPA of 1\.5 in the Grade 12 national examination/,
  /45% in the CBSE board/,
  /2 A-level/,
  /study gap/i,
];
const MONTHS = ["January", "March", "June", "September", "November"];

export const PROGRAMMES: Expected[] = [
  {
    path: "/programs/business-computing",
    award: UCLAN,
    sections: [
      "About the University",
      "Programme Overview",
      "Entry Requirements",
      "Qualification Structure",
      "Assessment",
      "Academic Resources and Time Management",
      "Academic Progression",
      "Enrollment Dates",
    ],
    apply: "/apply",
    downloads: ["Brochure", "Programme sheet"],
    facts: [...DEGREE_ENTRY, ...MONTHS, "Year 1", "Year 2", "Year 3", "University of Central Lancashire"],
    pathway: "BSc (Hons) Business Computing and Information Systems",
  },
  {
    path: "/programs/Bsc_cybersecurity",
    award: UCLAN,
    sections: [
      "About the University",
      "Overview",
      "Entry Requirement",
      "How Students Study",
      "Qualification Structure",
      "Immersive Labs",
      "Academic Resources and Time Management",
      "What's Next",
    ],
    apply: "#apply",
    downloads: ["Brochure"],
    facts: [...DEGREE_ENTRY, "University of Central Lancashire"],
    pathway: "BSc (Hons) Cybersecurity and Networking",
  },
  {
    path: "/programs/CyberSecurity",
    award: COLLEGE,
    sections: ["Overview", "Topics", "Entry Requirements", "Related National Occupation Standards"],
    apply: "/apply",
    downloads: ["Unit specification", "Flyer", "Infographic"],
    facts: ["National Occupational Standards"],
  },
  {
    path: "/programs/l3dc",
    award: NCC,
    sections: DIPLOMA_SECTIONS,
    apply: "/apply",
    downloads: ["Brochure", "Programme sheet"],
    facts: ["NCC Education Level 3 Diploma in Computing", "Qualification reference"],
    units: [{ group: /^Units$/, required: 6 }],
    pathway: "Level 3 Diploma in Computing",
  },
  {
    path: "/programs/l4dc",
    award: { ...NCC, reference: "600/0406/X" },
    sections: DIPLOMA_SECTIONS,
    apply: "/apply",
    downloads: ["Brochure", "Programme sheet"],
    facts: ["600/0406/X", /5 core units plus 3 mandatory specialist units/],
    units: [
      { group: /^Core units$/, required: 5 },
      { group: /^Mandatory specialist units$/, required: 3 },
    ],
    pathway: "Level 4 Diploma in Computing",
  },
  {
    path: "/programs/l4dc-bm",
    award: NCC,
    sections: DIPLOMA_SECTIONS,
    apply: "/apply",
    downloads: ["Brochure", "Programme sheet"],
    facts: [
      /GPA of 1\.5 in the national Grade 12/,
      /45 percent in another board/,
      /two A-level passes/,
      "Qualification reference",
    ],
    units: [
      { group: /^Core units$/, required: 4 },
      { group: /^Specialist units$/, required: 3 },
      { group: /^Elective units$/, required: 1, elective: true },
    ],
    pathway: "Level 4 Diploma in Computing with Business Management",
  },
  {
    path: "/programs/l5dc",
    award: { ...NCC, reference: "600/3055/0" },
    sections: DIPLOMA_SECTIONS,
    apply: "/apply",
    downloads: ["Brochure", "Programme sheet"],
    facts: ["600/3055/0", "IELTS 5.5 or equivalent", /4 specialist units and 2 elective units/],
    units: [
      { group: /^Specialist units$/, required: 4 },
      { group: /^Elective units$/, required: 2, elective: true },
    ],
    pathway: "Level 5 Diploma in Computing",
  },
  {
    path: "/programs/l5dc-bm",
    award: NCC,
    sections: DIPLOMA_SECTIONS,
    apply: "/apply",
    downloads: ["Brochure", "Programme sheet"],
    facts: [/4 core units and 2 elective units/, "Qualification reference"],
    units: [
      { group: /^Core units$/, required: 4 },
      { group: /^Elective units$/, required: 2, elective: true },
    ],
    pathway: "Level 5 Diploma in Computing with Business Management",
  },
  {
    path: "/programs/l5dc-cs",
    award: NCC,
    sections: DIPLOMA_SECTIONS,
    apply: "/apply",
    downloads: ["Brochure", "Programme sheet"],
    facts: [/4 specialist units and 2 elective units/, "Qualification reference"],
    units: [
      { group: /^Specialist units$/, required: 4 },
      { group: /^Elective units$/, required: 2, elective: true },
    ],
    pathway: "Level 5 Diploma in Computing with Cyber Security",
  },
  {
    path: "/programs/L3IFDHES",
    award: NCC,
    sections: DIPLOMA_SECTIONS,
    apply: "/apply",
    downloads: ["Brochure", "Programme sheet"],
    facts: [
      "120 credits",
      /IELTS 4\.5 or 5\.0 your core units equal 80 credits/,
      /IELTS 5\.5 and above they equal 60 credits/,
    ],
    pathway: "Level 3 International Foundation Diploma for Higher Education Studies",
  },
  {
    path: "/programs/ArtificialIntelligence",
    award: COLLEGE,
    sections: ["Overview", "Topics", "Entry Requirements", "Programming Tools Used", "Sample Materials"],
    apply: "/apply",
    downloads: ["Brochure", "Flyer", "Sample materials"],
    facts: ["Python"],
  },
  {
    path: "/programs/Data Science",
    award: COLLEGE,
    sections: ["Overview", "Topics", "Entry Requirements", "Learning Framework", "Learning Objectives"],
    apply: "/apply",
    downloads: [
      "Introduction level specification",
      "Intermediate level specification",
      "Advanced level specification",
      "Expert level specification",
    ],
    facts: [
      /2–3 years of experience.*pass in the Introduction level/,
      /More than 3 years of experience, and a pass in the Intermediate level/,
      /team leaders who have completed the Advanced level/,
    ],
  },
  {
    path: "/programs/fullStackDevlopment",
    award: COLLEGE,
    sections: ["Overview", "Topics", "Entry Requirements"],
    apply: "/apply",
    downloads: ["Brochure"],
    facts: ["MongoDB", "Express", "React", "Node.js"],
  },
];
