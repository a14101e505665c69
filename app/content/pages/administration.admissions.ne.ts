/** The words of administration.admissions.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const administrationAdmissionsPageNe: PageTextNe = {
  title: "भर्ना कार्यालय",
  description:
    "MBC को भर्ना कार्यालयमा सम्पर्क गर्नुहोस्: आवेदन खुला रहेका कार्यक्रम, पाँच चरणमा आवेदन दिने तरिका, भर्नासम्बन्धी प्रश्नका उत्तर र कार्यालय समय।",
  banner: {
    mainTitle: "भर्ना कार्यालय",
    subTitle: "आवेदन दिन सहयोग गर्न हामी यहाँ छौँ",
    altText: "विद्यार्थी र अभिभावकसँग कुरा गरिरहेका परामर्शदाताको चित्र",
  },
};
