import type { PageInfo } from "./types";

export const academicComputingPage = {
  slug: "academic.computing",
  path: "/academic/computing",
  title: "Department of Computing and Technology",
  description:
    "The Department of Computing and Technology at MBC: software development, databases, networks and the UK-awarded programmes it teaches.",
  banner: {
    mainTitle: "Department of Computing and Technology",
    subTitle: "Software, systems and the skills employers ask for",
    imageSrc: "/art/department-computing.svg",
    altText: "Illustration of a developer's desk with two monitors",
  },
} as const satisfies PageInfo;
