import type { PageInfo } from "./types";

export const programsCyberSecurityShortPage = {
  path: "/programs/CyberSecurity",
  file: "programs.cyber-security-short.tsx",
  title: "Short Course in Cyber Security | MBC",
  description:
    "A practical short course in cyber security for beginners and IT staff in Kathmandu: topics, entry requirements and related occupational standards.",
  banner: {
    mainTitle: "Short Course in Cyber Security",
    subTitle: "Practical security skills in a few months",
    imageSrc: "/art/programme-cyber.svg",
    altText: "Illustration of a shield protecting a laptop",
  },
} as const satisfies PageInfo;
