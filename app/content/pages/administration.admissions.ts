import type { PageInfo } from "./types";

export const administrationAdmissionsPage = {
  slug: "administration.admissions",
  path: "/administration/admissions",
  title: "Office of Admissions",
  description:
    "Contact the MBC Office of Admissions: programmes open for application, how to apply in five steps, entry questions answered and office hours.",
  banner: {
    mainTitle: "Office of Admissions",
    subTitle: "We are here to help you apply",
    imageSrc: "/art/admissions.svg",
    altText: "Illustration of a counsellor talking with a student and parent",
  },
} as const satisfies PageInfo;
