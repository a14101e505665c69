/** The words of administration.faculty-staff.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const administrationFacultyStaffPageNe: PageTextNe = {
  title: "हाम्रो शिक्षक तथा प्रशासनिक टोली",
  description: "काठमाडौँस्थित MBC मा विद्यार्थीलाई पढाउने र सहयोग गर्ने अध्यक्ष, शिक्षकहरू तथा प्रशासनिक कर्मचारीहरूसँग परिचित हुनुहोस्।",
  banner: {
    mainTitle: "हाम्रो शिक्षक तथा प्रशासनिक टोली",
    subTitle: "तपाईँलाई पढाउने, बाटो देखाउने र साथ दिने मानिसहरू",
    altText: "सँगै उभिएका कर्मचारीहरूको समूहको चित्र",
  },
};
