/** The words of about.gallery.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { siteNe } from "../site.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const aboutGalleryPageNe: PageTextNe = {
  title: "फोटो ग्यालेरी: कलेजको जीवन",
  description: `MBC को एक झलक: काठमाडौँको ${siteNe.address.area}स्थित हाम्रो क्याम्पसका कक्षाकोठा, ल्याब, गतिविधि, दीक्षान्त र विद्यार्थी जीवन।`,
  banner: {
    mainTitle: "ग्यालेरी",
    subTitle: "हाम्रो क्याम्पसका केही क्षणहरू",
    altText: "फ्रेममा राखिएका तस्बिरहरूले भरिएको भित्ताको चित्र",
  },
};
