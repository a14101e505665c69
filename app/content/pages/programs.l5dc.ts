import type { PageInfo } from "./types";

export const programsL5dcPage = {
  path: "/programs/l5dc",
  file: "programs.l5dc.tsx",
  title: "Level 5 Diploma in Computing | NCC Education | MBC",
  description:
    "NCC Education Level 5 Diploma in Computing (600/3055/0) in Kathmandu: specialist and elective units, IELTS 5.5 entry and the route to a UK degree.",
  banner: {
    mainTitle: "Level 5 Diploma in Computing",
    subTitle: "An NCC Education qualification, equivalent to the second year of a UK degree",
    imageSrc: "/art/programme-diploma.svg",
    altText: "Illustration of a diploma certificate beside a computer",
  },
} as const satisfies PageInfo;
