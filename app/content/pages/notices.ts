import type { PageInfo } from "./types";

export const noticesPage = {
  slug: "notices",
  path: "/notices",
  title: "Notices",
  description:
    "Notices from the college office: admissions, entrance tests, exam routines, results, events and holidays, newest first.",
  banner: {
    mainTitle: "Notices",
    subTitle: "Admissions, exams, results, events and holidays from the college office",
    imageSrc: "/art/policies.svg",
    altText: "Illustration of a document with a checklist and a seal",
  },
} as const satisfies PageInfo;
