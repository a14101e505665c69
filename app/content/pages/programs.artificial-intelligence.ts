import type { PageInfo } from "./types";

export const programsArtificialIntelligencePage = {
  path: "/programs/ArtificialIntelligence",
  file: "programs.artificial-intelligence.tsx",
  title: "Short Course in Artificial Intelligence | MBC",
  description:
    "A hands-on short course in artificial intelligence and machine learning in Kathmandu: eleven topics, the tools you will use and sample materials.",
  banner: {
    mainTitle: "Short Course in Artificial Intelligence",
    subTitle: "From Python foundations to machine learning models",
    imageSrc: "/art/programme-ai.svg",
    altText: "Illustration of a neural network diagram",
  },
} as const satisfies PageInfo;
