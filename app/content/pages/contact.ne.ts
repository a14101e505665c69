/** The words of contact.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { siteNe } from "../site.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const contactPageNe: PageTextNe = {
  title: `सम्पर्क: ${siteNe.address.area}, काठमाडौँ`,
  description: `MBC ${siteNe.shortAddress}मा छ: फोन नम्बर, इमेल ठेगाना, कार्यालय खुल्ने समय, नक्सा र सोधपुछ फारम यहीँ पाउनुहुन्छ।`,
  banner: {
    mainTitle: "सम्पर्क गर्नुहोस्",
    subTitle: `फोन गर्नुहोस्, लेखेर पठाउनुहोस् वा ${siteNe.address.area}मा भेट्न आउनुहोस्`,
    altText: "सहरको सडकमाथि नक्साको पिनको चित्र",
  },
};
