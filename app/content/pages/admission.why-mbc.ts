import type { PageInfo } from "./types";

export const admissionWhyMbcPage = {
  slug: "admission.why-mbc",
  path: "/admission/why-mbc",
  title: "Why Choose MBC? British IT Education in Kathmandu",
  description:
    "Eleven reasons students choose MBC: UK-awarded qualifications, affordable fees, scholarships, an assured internship and a pathway abroad.",
  banner: {
    mainTitle: "Why Choose MBC?",
    subTitle: "A British education, close to home",
    imageSrc: "/art/why.svg",
    altText: "Illustration of a student on a path leading to a university building",
  },
} as const satisfies PageInfo;
