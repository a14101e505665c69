import type { PageInfo } from "./types";

export const programsDataSciencePage = {
  path: "/programs/Data Science",
  file: "programs.data-science.tsx",
  title: "Short Course in Data Science | MBC",
  description:
    "A four-level short course in data science in Kathmandu, from Introduction to Expert: statistics, coding, modelling and data visualisation.",
  banner: {
    mainTitle: "Short Course in Data Science",
    subTitle: "Four levels, from Introduction to Expert",
    imageSrc: "/art/programme-data.svg",
    altText: "Illustration of bar and line charts on a dashboard",
  },
} as const satisfies PageInfo;
