import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * Words of the About pages' shared views: the Chairman's and the CEO's
 * message (app/components/people/leader-message-view.tsx) and the two
 * partnership pages (app/components/partners/partnership-view.tsx). The
 * Nepali is UNREVIEWED (the college confirms it before NEPALI_VERSION is
 * switched on).
 */
export const about = wordSet({
  en: {
    /** The heading above a leader's questions and answers. */
    ourVision: "Our Vision",
    /** The heading above a partnership page's collapsible sections. */
    learnMore: "Learn more",
  },
  ne: { ourVision: "हाम्रो दूरदृष्टि", learnMore: "थप जानकारी" },
});
