import { recipientsPerTier, recipientsText, tierPercentages } from "../scholarship";
import type { PageInfo } from "./types";

export const admissionScholarshipPage = {
  slug: "admission.scholarship",
  path: "/admission/scholarship",
  title: "Scholarships of up to 100%",
  description: `MBC scholarships of ${tierPercentages} of tuition, ${recipientsText(recipientsPerTier)} at each tier: who is eligible and how the scholarship exam works.`,
  banner: {
    mainTitle: "Scholarships",
    subTitle: "Up to 100% of tuition for talented students",
    imageSrc: "/art/scholarship.svg",
    altText: "Illustration of a trophy and a graduation cap",
  },
} as const satisfies PageInfo;
