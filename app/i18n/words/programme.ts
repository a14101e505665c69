import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * The words of the programme pages' components (app/components/programme):
 * headings, labels and screen-reader text around each programme's record.
 * The Nepali is UNREVIEWED (the college confirms it before NEPALI_VERSION is
 * switched on).
 */
export const programme = wordSet({
  en: {
    /** The name of the intro's list of document links. */
    downloads: "Downloads",
    /** The name of a section's list of document links. */
    documentsToDownload: "Documents to download",
    /** Read after a document link's label (screen readers only), e.g. " (PDF)". */
    pdf: " (PDF)",
    /** After a unit's title: "{n}" is its credits. */
    unitCredits: " ({n} credits)",
    /** The progression diagram's name. */
    pathway: "Progression pathway",
    /** Read after the current step's name (screen readers only). */
    thisProgramme: " (this programme)",
    /** Inside the video element, for browsers that cannot play it. */
    videoUnsupported: "Your browser does not support the video tag.",
    /** The in-page #apply section. */
    howToApply: "How to apply",
    howToApplyText:
      "Complete our online admission form with your academic documents, or send us your questions first and our admissions team will guide you through every step.",
    goToForm: "Go to the online admission form",
    questionsBeforeApplying: "Questions before you apply?",
  },
  ne: {
    downloads: "डाउनलोड",
    documentsToDownload: "डाउनलोड गर्न मिल्ने कागजातहरू",
    pdf: " (PDF फाइल)",
    unitCredits: " ({n} क्रेडिट)",
    pathway: "अगाडि पढ्ने बाटो",
    thisProgramme: " (यो कार्यक्रम)",
    videoUnsupported: "तपाईँको ब्राउजरले यो भिडियो चलाउन सक्दैन।",
    howToApply: "आवेदन कसरी दिने",
    howToApplyText:
      "आफ्ना शैक्षिक कागजातहरूसहित हाम्रो अनलाइन भर्ना फारम भर्नुहोस्, वा पहिले आफ्ना प्रश्नहरू पठाउनुहोस्: हाम्रो भर्ना टोलीले हरेक चरणमा तपाईँलाई सघाउनेछ।",
    goToForm: "अनलाइन भर्ना फारममा जानुहोस्",
    questionsBeforeApplying: "आवेदन दिनुअघि केही सोध्नु छ?",
  },
});
