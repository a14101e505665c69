/** The words of find-your-programme.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const findYourProgrammePageNe: PageTextNe = {
  title: "आफ्नो कार्यक्रम खोज्नुहोस्: म कुन कार्यक्रममा भर्ना हुन सक्छु?",
  description:
    "कक्षा १२ को नतिजा र अङ्ग्रेजीबारे केही प्रश्नको उत्तर दिनुहोस्, र MBC का कुन कार्यक्रमको प्रकाशित पात्रता तपाईँले पूरा गर्नुहुन्छ र किन, हेर्नुहोस्।",
  banner: {
    mainTitle: "आफ्नो कार्यक्रम खोज्नुहोस्",
    subTitle: "म कुन कार्यक्रममा भर्ना हुन सक्छु? प्रकाशित पात्रतासँग दाँजेर हेर्नुहोस्",
    altText: "विद्यार्थी र अभिभावकसँग कुरा गरिरहेका परामर्शदाताको चित्र",
  },
};
