/** The words of admission.why-mbc.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const admissionWhyMbcPageNe: PageTextNe = {
  title: "MBC नै किन? काठमाडौँमै बेलायती IT शिक्षा",
  description:
    "विद्यार्थीहरूले MBC रोज्नुका एघार कारण: बेलायतबाट प्रदान गरिने योग्यता, सुलभ शुल्क, छात्रवृत्ति, सुनिश्चित इन्टर्नसिप र विदेशमा पढाइ अगाडि बढाउने बाटो।",
  banner: {
    mainTitle: "MBC नै किन रोज्ने?",
    subTitle: "घरनजिकै बेलायती शिक्षा",
    altText: "विश्वविद्यालय भवनतर्फ जाने बाटोमा रहेको विद्यार्थीको चित्र",
  },
};
