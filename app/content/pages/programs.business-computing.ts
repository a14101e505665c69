import type { PageInfo } from "./types";

export const programsBusinessComputingPage = {
  path: "/programs/business-computing",
  file: "programs.business-computing.tsx",
  title: "BSc (Hons) Business Computing and Information Systems | MBC",
  description:
    "A three-year UCLan BSc (Hons) in Business Computing and Information Systems, taught in Kathmandu: structure, entry requirements, assessment and intakes.",
  banner: {
    mainTitle: "BSc (Hons) Business Computing and Information Systems",
    subTitle: "Awarded by the University of Central Lancashire (UCLan), UK",
    imageSrc: "/art/programme-bcis.svg",
    altText: "Illustration of business charts and a laptop showing code",
  },
} as const satisfies PageInfo;
