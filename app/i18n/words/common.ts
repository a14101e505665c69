import type { WordSet } from "./types";

/**
 * Words more than one area's components use. The Nepali is UNREVIEWED (the
 * college confirms it before NEPALI_VERSION is switched on).
 */
export interface CommonWords {
  /** The call to apply on programme and admissions pages. */
  applyNow: string;
  /** The brief overlay while a page finishes loading (app/components/loading-overlay.tsx). */
  loading: string;
}

export const review = "unreviewed";

export const common: WordSet<CommonWords> = {
  en: { applyNow: "Apply Now", loading: "Loading..." },
  ne: { applyNow: "अहिले आवेदन दिनुहोस्", loading: "लोड हुँदैछ..." },
};
