/** The words of about.uclan.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const aboutUclanPageNe: PageTextNe = {
  title: "बेलायतमा रहेको हाम्रो साझेदार विश्वविद्यालय: UCLan",
  description:
    "University of Central Lancashire (UCLan) सँग MBC को साझेदारी: अङ्कमा विश्वविद्यालयको परिचय, यसका कार्यक्रम, अनुसन्धान र विद्यार्थी जीवन।",
  banner: {
    mainTitle: "University of Central Lancashire",
    subTitle: "बेलायतमा रहेको हाम्रो साझेदार विश्वविद्यालय",
    altText: "घण्टाघर भएको विश्वविद्यालय भवनको चित्र",
  },
};
