import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * The academic department pages' own words (app/components/departments/,
 * the partner wordmarks). `{name}` stands for a partner's official name.
 * The Nepali is UNREVIEWED (the college confirms it before NEPALI_VERSION
 * is switched on).
 */
export const departments = wordSet({
  en: {
    /** The heading above the partners' wordmarks. */
    awardedInPartnership: "Awarded in partnership with",
    programmesHeading: "Programmes in this department",
    /** A wordmark's caption, per partner. */
    degreesAwardedBy: "Degrees awarded by {name}",
    diplomasAwardedBy: "Diplomas awarded by {name}",
    /** A wordmark's accessible name. */
    wordmark: "{name} wordmark",
  },
  ne: {
    awardedInPartnership: "यी साझेदारहरूसँग मिलेर प्रदान गरिन्छ",
    programmesHeading: "यस विभागका कार्यक्रमहरू",
    degreesAwardedBy: "{name} ले डिग्री प्रदान गर्छ",
    diplomasAwardedBy: "{name} ले डिप्लोमा प्रदान गर्छ",
    wordmark: "{name} को लोगो",
  },
});
