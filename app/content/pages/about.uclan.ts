import type { PageInfo } from "./types";

export const aboutUclanPage = {
  slug: "about.uclan",
  path: "/about/uclan",
  title: "Our UK University Partner: UCLan",
  description:
    "MBC's partnership with the University of Central Lancashire (UCLan): the university in numbers, its programmes, research and student life.",
  banner: {
    mainTitle: "University of Central Lancashire",
    subTitle: "Our UK university partner",
    imageSrc: "/art/university.svg",
    altText: "Illustration of a university building with a clock tower",
  },
} as const satisfies PageInfo;
