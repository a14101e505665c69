import type { PageInfo } from "./types";

export const academicDataSciencePage = {
  slug: "academic.data-science",
  path: "/academic/data-science",
  title: "Department of Data Science",
  description:
    "The Department of Data Science at MBC: statistics, programming, machine learning and visualisation taught through real data sets.",
  banner: {
    mainTitle: "Department of Data Science",
    subTitle: "Turning data into decisions",
    imageSrc: "/art/programme-data.svg",
    altText: "Illustration of bar and line charts on a dashboard",
  },
} as const satisfies PageInfo;
