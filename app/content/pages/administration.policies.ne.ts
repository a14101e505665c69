/** The words of administration.policies.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const administrationPoliciesPageNe: PageTextNe = {
  title: "नीति तथा नियमहरू",
  description:
    "MBC का शैक्षिक नीतिहरू, सजिलो भाषामा: भर्ना, हाजिरी, मूल्याङ्कन, शैक्षिक इमानदारी, गुनासो सुनुवाइ र विद्यार्थीको आचरण।",
  banner: {
    mainTitle: "नीति तथा नियमहरू",
    subTitle: "स्पष्ट नियम, निष्पक्ष कार्यान्वयन",
    altText: "जाँचसूची र छाप भएको कागजातको चित्र",
  },
};
