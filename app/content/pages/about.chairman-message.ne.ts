/** The words of about.chairman-message.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { letterAlt } from "../programmes/shared.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const aboutChairmanMessagePageNe: PageTextNe = {
  title: "अध्यक्षको सन्देश",
  description: "MBC का अध्यक्षको सन्देश: नेपालमा बेलायती शिक्षाबारे उहाँको विचार र आफ्ना विद्यार्थीहरूका लागि कलेजको दूरदृष्टि।",
  banner: {
    mainTitle: "अध्यक्षको सन्देश",
    subTitle: "हामीले यो कलेज किन खोल्यौँ",
    altText: letterAlt,
  },
};
