import type { PageInfo } from "./types";

export const programsL5dcCsPage = {
  path: "/programs/l5dc-cs",
  file: "programs.l5dc-cs.tsx",
  title: "Level 5 Diploma in Computing with Cyber Security | MBC",
  description:
    "NCC Education Level 5 Diploma in Computing with Cyber Security in Kathmandu: four specialist units and two electives, entry and progression.",
  banner: {
    mainTitle: "Level 5 Diploma in Computing with Cyber Security",
    subTitle: "An NCC Education qualification",
    imageSrc: "/art/programme-cyber.svg",
    altText: "Illustration of a padlock over a network of connected computers",
  },
} as const satisfies PageInfo;
