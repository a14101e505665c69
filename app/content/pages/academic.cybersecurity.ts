import type { PageInfo } from "./types";

export const academicCybersecurityPage = {
  slug: "academic.cybersecurity",
  path: "/academic/cybersecurity",
  title: "Department of Cyber Security",
  description:
    "The Department of Cyber Security at MBC: network defence, ethical hacking, digital forensics and secure systems, with practical lab work.",
  banner: {
    mainTitle: "Department of Cyber Security",
    subTitle: "Defending systems, networks and data",
    imageSrc: "/art/programme-cyber.svg",
    altText: "Illustration of a padlock over a network of connected computers",
  },
} as const satisfies PageInfo;
