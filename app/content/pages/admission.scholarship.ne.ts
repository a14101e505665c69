/** The words of admission.scholarship.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { recipientsPerTier } from "../scholarship";
import { recipientsPerTierTextNe, tierPercentagesNe } from "../scholarship.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const admissionScholarshipPageNe: PageTextNe = {
  title: "१००% सम्मको छात्रवृत्ति",
  description: `MBC मा शिक्षण शुल्कको ${tierPercentagesNe} छात्रवृत्ति, ${recipientsPerTierTextNe(recipientsPerTier)}; कसले पाउन सक्छ र छात्रवृत्ति परीक्षा कसरी हुन्छ।`,
  banner: {
    mainTitle: "छात्रवृत्ति",
    subTitle: "प्रतिभाशाली विद्यार्थीका लागि शिक्षण शुल्कको १००% सम्म छात्रवृत्ति",
    altText: "ट्रफी र दीक्षान्त टोपीको चित्र",
  },
};
