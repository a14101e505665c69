import type { PageInfo } from "./types";

export const programsBscCybersecurityPage = {
  path: "/programs/Bsc_cybersecurity",
  file: "programs.bsc-cybersecurity.tsx",
  title: "BSc (Hons) Cybersecurity and Networking | MBC",
  description:
    "A UCLan BSc (Hons) in Cybersecurity and Networking, taught in Kathmandu with hands-on labs: how you study, the course structure and where it leads.",
  banner: {
    mainTitle: "BSc (Hons) Cybersecurity and Networking",
    subTitle: "Awarded by the University of Central Lancashire (UCLan), UK",
    imageSrc: "/art/programme-cyber.svg",
    altText: "Illustration of a padlock over a network of connected computers",
  },
} as const satisfies PageInfo;
