import type { ToConfirm } from "./confirm";
import type { PagePath } from "./pages";
import { dataScienceLevelEntry, dataScienceLevelNames } from "./data-science-levels";
import { type ProgrammeSlug, programmeNames as names } from "./programmes/names";
import { site } from "./site";

/**
 * The three department pages (requirements §2.5: introduction, logos, expandable
 * topic sections, then the enquiry form). Copy stays general where the requirements
 * give no figures: no invented staff numbers, lab counts or rankings.
 */
export interface DepartmentTopic {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface Department extends ToConfirm {
  path: PagePath;
  introHeading: string;
  intro: string[];
  /** The awarding partners whose wordmarks appear (site.partners keys). */
  partners: ("university" | "awardingBody")[];
  topicsHeading: string;
  topics: DepartmentTopic[];
  /** The programmes this department teaches; its page links to each (departments.server.ts). */
  programmes: readonly ProgrammeSlug[];
}

/** A department as its page shows it: each programme a link to its page, named in the page's language. */
export interface DepartmentContent extends Omit<Department, "programmes"> {
  programmes: { label: string; path: PagePath }[];
}

const { university, awardingBody } = site.partners;

export const departments: Department[] = [
  {
    path: "/academic/computing",
    introHeading: "Building the software and systems people rely on",
    confirm: "that NCC Education designs and quality-assures, in the UK, every diploma the college teaches",
    claims: ["designed and quality-assured in the United Kingdom"],
    intro: [
      `The Department of Computing and Technology is the home of ${site.name}'s British computing programmes, from the ${names.l3dc} to a BSc (Hons) degree awarded by ${university.name}.`,
      "Our lecturers teach programming, databases, networks and systems analysis the way they are practised at work: small classes, weekly lab sessions and projects that end in something you can show an employer.",
      `Every diploma we teach is designed and quality-assured in the United Kingdom by ${awardingBody.name}, so the standard you meet in Kathmandu is the standard recognised abroad.`,
    ],
    partners: ["university", "awardingBody"],
    topicsHeading: "What you will study",
    topics: [
      {
        title: "Programming and Software Development",
        paragraphs: [
          "You start with the fundamentals of programming and design, then move on to object-oriented development, testing and version control.",
          "Each module ends in a working application, so by your final year you have a portfolio rather than just a transcript.",
        ],
        bullets: [
          "Problem solving and algorithms",
          "Object-oriented programming",
          "Software testing and version control",
          "Team projects with real briefs",
        ],
      },
      {
        title: "Databases and Information Systems",
        paragraphs: [
          "Organisations run on their data. You learn to model it, store it safely in relational databases and query it with SQL, and to analyse how information systems support a business.",
        ],
        bullets: [
          "Data modelling and normalisation",
          "SQL and database design",
          "Systems analysis and design",
          "Information systems in business",
        ],
      },
      {
        title: "Networks and Infrastructure",
        paragraphs: [
          "From cabling a small office to configuring routing and switching, you learn how computers talk to each other and how to keep those networks reliable.",
        ],
        bullets: [
          "Network fundamentals and protocols",
          "Routing, switching and addressing",
          "Operating systems and virtualisation",
          "Cloud computing concepts",
        ],
      },
      {
        title: "Web and Mobile Development",
        paragraphs: [
          "You design and build responsive websites and web applications, learning how the front end, the server and the database fit together.",
        ],
        bullets: [
          "HTML, CSS and JavaScript",
          "Server-side development",
          "Accessible, responsive design",
          "Deploying and maintaining applications",
        ],
      },
      {
        title: "Computing in Business",
        paragraphs: [
          "For students who want to lead technology projects, our business management pathways add project management, marketing and strategy to the computing core.",
        ],
      },
    ],
    programmes: ["business-computing", "l3dc", "l4dc", "l4dc-bm", "l5dc", "l5dc-bm", "full-stack"],
  },
  {
    path: "/academic/data-science",
    introHeading: "Turning data into decisions",
    intro: [
      `The Department of Data Science teaches the statistics, programming and judgement it takes to find the story in a data set and explain it to the people who need to act on it.`,
      "Whether you are new to the field or already work with data, our courses are arranged in levels, so you join where your experience puts you and move up as your skills grow.",
      `Data science runs through our ${university.shortName} degree and ${awardingBody.name} diplomas too: every computing student meets databases, analysis and visualisation along the way.`,
    ],
    partners: ["university", "awardingBody"],
    topicsHeading: "Topics we cover",
    topics: [
      {
        title: "Statistics and Probability",
        paragraphs: [
          "The foundations every analyst needs: describing data, sampling, probability, hypothesis testing and regression, taught with worked examples rather than proofs alone.",
        ],
      },
      {
        title: "Programming for Data",
        paragraphs: [
          "You learn Python and its data libraries to load, clean, reshape and analyse real data sets, and SQL to pull exactly the data you need from a database.",
        ],
        bullets: ["Python for analysis", "Cleaning and preparing data", "SQL for analysts", "Reproducible notebooks"],
      },
      {
        title: "Machine Learning",
        paragraphs: [
          "From linear models to decision trees and clustering, you learn how common algorithms work, when to use them and how to tell whether a model can be trusted.",
        ],
      },
      {
        title: "Data Visualisation and Communication",
        paragraphs: [
          "A chart is an argument. You learn to choose the right one, design clear dashboards and present findings to non-specialists.",
        ],
      },
      {
        title: "Learning Levels",
        paragraphs: ["Our data science course runs at four levels so that everyone starts in the right place."],
        // The course page's own level names and entry, word for word.
        bullets: dataScienceLevelNames.map((level) => `${level} level: ${dataScienceLevelEntry[level]}`),
      },
    ],
    programmes: ["data-science", "artificial-intelligence", "business-computing"],
  },
  {
    path: "/academic/cybersecurity",
    introHeading: "Defending systems, networks and data",
    intro: [
      "The Department of Cyber Security prepares students for one of the fastest-growing fields in technology. Every organisation that stores data or runs a network needs people who can protect it.",
      `You can study cyber security as a ${names["bsc-cybersecurity"]} awarded by ${university.name}, as a ${names["l5dc-cs"]} from ${awardingBody.name}, or as a practical short course.`,
      "Teaching is hands-on: you practise attack and defence in isolated lab environments, always within the law and a clear code of ethics.",
    ],
    partners: ["university", "awardingBody"],
    topicsHeading: "Areas of study",
    topics: [
      {
        title: "Network Security",
        paragraphs: [
          "How networks are attacked and how they are defended: firewalls, segmentation, secure protocols, VPNs and monitoring.",
        ],
        bullets: ["Firewalls and access control", "Secure network design", "Intrusion detection and monitoring"],
      },
      {
        title: "Ethical Hacking and Penetration Testing",
        paragraphs: [
          "You learn the methods attackers use so that you can find weaknesses first, and how to report them responsibly to the people who can fix them.",
        ],
      },
      {
        title: "Digital Forensics and Incident Response",
        paragraphs: [
          "When something goes wrong, someone has to work out what happened. You learn to collect and preserve evidence, analyse it and help an organisation recover.",
        ],
      },
      {
        title: "Cryptography and Secure Systems",
        paragraphs: [
          "The mathematics and engineering behind encryption, authentication and secure software, and the common mistakes that undo them.",
        ],
      },
      {
        title: "Governance, Risk and Law",
        paragraphs: [
          "Security is also about people and policy. You study risk assessment, security standards, data protection and the legal and ethical frame a security professional works within.",
        ],
      },
    ],
    programmes: ["bsc-cybersecurity", "l5dc-cs", "cyber-security-short"],
  },
];

export function department(path: PagePath): Department {
  const found = departments.find((d) => d.path === path);
  if (!found) throw new Error(`No department for ${path}`);
  return found;
}
