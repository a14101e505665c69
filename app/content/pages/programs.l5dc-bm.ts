import type { PageInfo } from "./types";

export const programsL5dcBmPage = {
  path: "/programs/l5dc-bm",
  file: "programs.l5dc-bm.tsx",
  title: "Level 5 Diploma in Computing with Business Management | MBC",
  description:
    "NCC Education Level 5 Diploma in Computing with Business Management in Kathmandu: four core units and two electives, entry and progression.",
  banner: {
    mainTitle: "Level 5 Diploma in Computing with Business Management",
    subTitle: "An NCC Education qualification",
    imageSrc: "/art/programme-diploma.svg",
    altText: "Illustration of a diploma certificate beside a computer",
  },
} as const satisfies PageInfo;
