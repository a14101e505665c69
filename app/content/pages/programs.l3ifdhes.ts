import type { PageInfo } from "./types";

export const programsL3ifdhesPage = {
  path: "/programs/L3IFDHES",
  file: "programs.l3ifdhes.tsx",
  title: "Level 3 International Foundation Diploma for Higher Education Studies | MBC",
  description:
    "NCC Education Level 3 International Foundation Diploma for Higher Education Studies in Kathmandu: 120 credits preparing you for a UK-style degree.",
  banner: {
    mainTitle: "Level 3 International Foundation Diploma for Higher Education Studies",
    subTitle: "An NCC Education foundation qualification",
    imageSrc: "/art/programme-foundation.svg",
    altText: "Illustration of stacked books and a graduation cap",
  },
} as const satisfies PageInfo;
