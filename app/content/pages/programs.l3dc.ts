import type { PageInfo } from "./types";

export const programsL3dcPage = {
  path: "/programs/l3dc",
  file: "programs.l3dc.tsx",
  title: "Level 3 Diploma in Computing | NCC Education | MBC",
  description:
    "NCC Education Level 3 Diploma in Computing in Kathmandu: units, entry requirements, accreditation and progression to Level 4.",
  banner: {
    mainTitle: "Level 3 Diploma in Computing",
    subTitle: "An NCC Education qualification",
    imageSrc: "/art/programme-diploma.svg",
    altText: "Illustration of a diploma certificate beside a computer",
  },
} as const satisfies PageInfo;
