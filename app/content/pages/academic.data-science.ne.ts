/** The words of academic.data-science.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { chartsAlt } from "../programmes/shared.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const academicDataSciencePageNe: PageTextNe = {
  title: "डेटा साइन्स विभाग",
  description: "MBC को डेटा साइन्स विभाग: वास्तविक डेटासेटमार्फत पढाइने तथ्याङ्कशास्त्र, प्रोग्रामिङ, मेसिन लर्निङ र डेटा भिजुअलाइजेसन।",
  banner: {
    mainTitle: "डेटा साइन्स विभाग",
    subTitle: "डेटालाई निर्णयमा बदल्ने सीप",
    altText: chartsAlt,
  },
};
