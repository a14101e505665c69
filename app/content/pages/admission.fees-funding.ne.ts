/** The words of admission.fees-funding.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const admissionFeesFundingPageNe: PageTextNe = {
  title: "शुल्क तथा भुक्तानी",
  description:
    "MBC को शुल्क कसरी तोकिन्छ, शुल्क घटाउने छात्रवृत्तिहरू र भुक्तानीका उपलब्ध विकल्पहरू, साथै डाउनलोड गर्न मिल्ने शुल्क निर्देशिका।",
  banner: {
    mainTitle: "शुल्क तथा भुक्तानी",
    subTitle: "सुलभ शुल्कमा बेलायती योग्यता, स्पष्ट रूपमा बुझाइएको",
    altText: "क्याल्कुलेटर र शुल्क तालिकाको चित्र",
  },
};
