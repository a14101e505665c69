import type { PageInfo } from "./types";

export const admissionScholarshipPage = {
  slug: "admission.scholarship",
  path: "/admission/scholarship",
  title: "Scholarships of up to 100% | MBC",
  description:
    // Written out (every page's bundle holds this table); scholarship.node.test.ts checks it against the tiers.
    "MBC scholarships of 100%, 90%, 80% and 70% of tuition, 5 recipients each intake at each tier: who is eligible and how the scholarship exam works.",
  banner: {
    mainTitle: "Scholarships",
    subTitle: "Up to 100% of tuition for talented students",
    imageSrc: "/art/scholarship.svg",
    altText: "Illustration of a trophy and a graduation cap",
  },
} as const satisfies PageInfo;
