import type { PageInfo } from "./types";

export const aboutNccEducationPage = {
  slug: "about.ncc-education",
  path: "/about/ncc-education",
  title: "Our Awarding Body: NCC Education",
  description:
    "MBC's partnership with NCC Education, the UK awarding body recognised by over 70 universities: its qualifications, reach and progression routes.",
  banner: {
    mainTitle: "NCC Education",
    subTitle: "Our UK awarding body",
    imageSrc: "/art/awarding-body.svg",
    altText: "Illustration of a globe with connected certificates",
  },
} as const satisfies PageInfo;
