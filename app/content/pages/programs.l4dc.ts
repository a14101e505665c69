import type { PageInfo } from "./types";

export const programsL4dcPage = {
  path: "/programs/l4dc",
  file: "programs.l4dc.tsx",
  title: "Level 4 Diploma in Computing | NCC Education | MBC",
  description:
    "NCC Education Level 4 Diploma in Computing (600/0406/X) in Kathmandu: five core and three specialist units, entry requirements and progression.",
  banner: {
    mainTitle: "Level 4 Diploma in Computing",
    subTitle: "An NCC Education qualification, equivalent to the first year of a UK degree",
    imageSrc: "/art/programme-diploma.svg",
    altText: "Illustration of a diploma certificate beside a computer",
  },
} as const satisfies PageInfo;
