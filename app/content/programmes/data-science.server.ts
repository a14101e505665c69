/**
 * Short course, Data Science (requirements §2.4, §9): four levels, each with its own
 * specification PDF built from the same level record the page shows.
 * Entry requirements per level are requirements §9; objectives are FOR THE COLLEGE
 * TO VERIFY.
 */
import type { PdfSection } from "~/lib/documents";
import { type DataScienceLevel, dataScienceLevelEntry } from "../data-science-levels";
import { courseLogo, courseTopicsSection, programmePage, shortCourse } from "./shared";
import type { DocumentLink } from "./types";

interface Level {
  name: DataScienceLevel;
  summary: string;
  entry: string;
  objectives: string[];
}

export const dataScienceLevels: Level[] = [
  {
    name: "Introduction",
    summary: "The foundations: descriptive statistics, Python and spreadsheets, and your first charts.",
    entry: dataScienceLevelEntry.Introduction,
    objectives: [
      "Describe a data set with averages, spread and simple charts",
      "Write short Python programs to load and clean data",
      "Ask clear questions that data can answer",
    ],
  },
  {
    name: "Intermediate",
    summary: "Inference, SQL and regression: from describing data to explaining it.",
    entry: dataScienceLevelEntry.Intermediate,
    objectives: [
      "Test hypotheses and report confidence intervals",
      "Query relational databases with SQL",
      "Build and interpret regression models",
      "Design dashboards that answer a business question",
    ],
  },
  {
    name: "Advanced",
    summary: "Machine learning, feature engineering and model evaluation on real, messy data.",
    entry: dataScienceLevelEntry.Advanced,
    objectives: [
      "Train, tune and compare machine learning models",
      "Engineer features and handle missing or unbalanced data",
      "Evaluate models fairly and explain them to decision makers",
    ],
  },
  {
    name: "Expert",
    summary: "Leading data science work: strategy, deployment and governance.",
    entry: dataScienceLevelEntry.Expert,
    objectives: [
      "Plan a data strategy and a team's priorities",
      "Take models into production and monitor them",
      "Set standards for data quality, privacy and ethics",
    ],
  },
];

const levelSpec = (level: Level): DocumentLink => {
  const extra: PdfSection[] = [
    { heading: `${level.name} level`, paragraphs: [level.summary] },
    { heading: "Entry requirements", paragraphs: [level.entry] },
    { heading: "Learning objectives", bullets: level.objectives },
  ];
  return {
    label: `${level.name} level specification`,
    path: `/docs/data-science-${level.name.toLowerCase()}-specification.pdf`,
    include: ["topics", "framework"],
    extra,
  };
};

export const dataSciencePage = programmePage({
  slug: "data-science",
  description:
    "A four-level short course in data science in Kathmandu, from Introduction to Expert: statistics, coding, modelling and data visualisation.",
  subTitle: "Four levels, from Introduction to Expert",
  art: { imageSrc: "/art/programme-data.svg", altText: "Illustration of bar and line charts on a dashboard" },
});

export const dataScience = shortCourse({
  page: dataSciencePage,
  logo: courseLogo("course-data", "Data Science short course"),
  heading: "From first chart to leading a data team",
  paragraphs: [
    "Organisations collect more data than ever and need people who can turn it into sound decisions. Our Data Science course is built in four levels, so you can start where you are and go as far as your career needs.",
    "Each level combines statistics, coding, modelling and visualisation, and each ends with a project on a real data set.",
  ],
  downloads: [],
  sections: [
    {
      id: "overview",
      title: "Overview",
      blocks: [
        { type: "text", text: "The course has four levels. Each has its own specification to download." },
        {
          type: "topics",
          label: "Course levels",
          ordered: true,
          items: dataScienceLevels.map((l) => ({ title: l.name, detail: l.summary, document: levelSpec(l) })),
        },
      ],
    },
    courseTopicsSection(
      "Course topics",
      [
        { title: "Statistics", detail: "Describing data, probability, inference and experiments." },
        { title: "Coding", detail: "Python and SQL for collecting, cleaning and analysing data." },
        { title: "Modelling", detail: "Regression, machine learning and judging how good a model is." },
        { title: "Data Visualisation", detail: "Charts and dashboards that tell a clear, honest story." },
      ],
      "unordered",
    ),
    {
      id: "entry",
      title: "Entry Requirements",
      blocks: [
        {
          type: "topics",
          label: "Entry requirements by level",
          items: dataScienceLevels.map((l) => ({ title: l.name, detail: l.entry })),
        },
      ],
    },
    {
      id: "framework",
      title: "Learning Framework",
      blocks: [
        { type: "text", text: "Every level follows the same cycle, so you always know what comes next:" },
        {
          type: "list",
          ordered: true,
          items: [
            "Learn: short tutor-led sessions introduce each idea",
            "Practise: guided labs on real data sets",
            "Apply: a project that answers a real question",
            "Reflect: feedback from your tutor and peers before moving on",
          ],
        },
      ],
    },
    {
      id: "objectives",
      title: "Learning Objectives",
      confirm: "each level's learning objectives",
      blocks: dataScienceLevels.flatMap((l) => [
        { type: "subheading" as const, text: `${l.name} level` },
        { type: "list" as const, items: l.objectives },
      ]),
    },
  ],
});
