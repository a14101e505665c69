import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * Words more than one area's components use. The Nepali is UNREVIEWED (the
 * college confirms it before NEPALI_VERSION is switched on).
 */
export const common = wordSet({
  en: {
    /** The call to apply on programme and admissions pages. */
    applyNow: "Apply Now",
  },
  ne: { applyNow: "अहिले आवेदन दिनुहोस्" },
});
