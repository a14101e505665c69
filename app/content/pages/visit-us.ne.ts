/** The words of visit-us.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { siteNe } from "../site.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const visitUsPageNe: PageTextNe = {
  title: "कलेज भ्रमण वा परामर्शको समय बुक गर्नुहोस्",
  description: `${siteNe.address.area}, काठमाडौँस्थित MBC को भर्ना टोलीसँग क्याम्पस भ्रमण, अनलाइन परामर्श वा हामीले फोन गरिदिने समय बुक गर्नुहोस्।`,
  banner: {
    mainTitle: "कलेज भ्रमण",
    subTitle: "क्याम्पस भ्रमण, अनलाइन परामर्श वा हामीबाट फोन आउने समय बुक गर्नुहोस्",
    altText: "स्वागत बोर्ड राखिएको क्याम्पसको मूल ढोकाको चित्र",
  },
};
