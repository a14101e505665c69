import type { PageInfo } from "./types";

export const programsL4dcBmPage = {
  path: "/programs/l4dc-bm",
  file: "programs.l4dc-bm.tsx",
  title: "Level 4 Diploma in Computing with Business Management | MBC",
  description:
    "NCC Education Level 4 Diploma in Computing with Business Management in Kathmandu: core, specialist and elective units, entry and progression.",
  banner: {
    mainTitle: "Level 4 Diploma in Computing with Business Management",
    subTitle: "An NCC Education qualification",
    imageSrc: "/art/programme-diploma.svg",
    altText: "Illustration of a diploma certificate beside a computer",
  },
} as const satisfies PageInfo;
