/** The words of about.ceo.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { letterAlt } from "../programmes/shared.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const aboutCeoPageNe: PageTextNe = {
  title: "प्रमुख कार्यकारी अधिकृतको सन्देश",
  description: "पढाइ, रोजगारीका लागि चाहिने क्षमता र विद्यार्थीको समग्र अनुभवबारे MBC का प्रमुख कार्यकारी अधिकृत (CEO) को सन्देश।",
  banner: {
    mainTitle: "प्रमुख कार्यकारी अधिकृतको सन्देश",
    subTitle: "हरेक विद्यार्थीप्रति हाम्रो प्रतिबद्धता",
    altText: letterAlt,
  },
};
