/** The words of notices.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const noticesPageNe: PageTextNe = {
  title: "सूचना",
  description: "कलेज कार्यालयका सूचनाहरू: भर्ना, प्रवेश परीक्षा, परीक्षा तालिका, नतिजा, गतिविधि र बिदा, पछिल्लो सूचना पहिले।",
  banner: {
    mainTitle: "सूचना",
    subTitle: "कलेज कार्यालयबाट भर्ना, परीक्षा, नतिजा, गतिविधि र बिदाका सूचनाहरू",
    altText: "जाँचसूची र छाप भएको कागजातको चित्र",
  },
};
