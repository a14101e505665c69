import type { PageInfo } from "./types";

export const applyPage = {
  slug: "apply",
  path: "/apply",
  title: "Apply Online: Admission Form",
  description:
    "Apply to MBC online: fill in your details, upload photos of your academic documents and payment receipt, and we will confirm by e-mail or phone.",
  banner: {
    mainTitle: "Online Admission Form",
    subTitle: "Apply in a few minutes from your phone",
    imageSrc: "/art/apply.svg",
    altText: "Illustration of a phone showing an application form",
  },
} as const satisfies PageInfo;
