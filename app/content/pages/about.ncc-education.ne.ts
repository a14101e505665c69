/** The words of about.ncc-education.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const aboutNccEducationPageNe: PageTextNe = {
  title: "योग्यता प्रदान गर्ने हाम्रो निकाय: NCC Education",
  description:
    "७० भन्दा बढी विश्वविद्यालयले मान्यता दिएको बेलायतको योग्यता प्रदायक निकाय NCC Education सँग MBC को साझेदारी: यसका योग्यता, पहुँच र अगाडि पढ्ने बाटाहरू।",
  banner: {
    mainTitle: "NCC Education",
    subTitle: "योग्यता प्रदान गर्ने हाम्रो बेलायती निकाय",
    altText: "एकआपसमा जोडिएका प्रमाणपत्रहरूसहितको ग्लोबको चित्र",
  },
};
