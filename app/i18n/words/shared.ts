import { site } from "~/content/site";
import { siteNe } from "~/content/site.ne";
import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * Words of page parts several pages share: the closing call to action
 * (app/components/next-steps.tsx; the loading overlay's and the embedded
 * PDF's words are in documents.ts). The
 * Nepali is UNREVIEWED (the college confirms it before NEPALI_VERSION is
 * switched on).
 */
export const shared = wordSet({
  en: {
    nextSteps: {
      /** The heading when the page gives none. */
      heading: "Talk to our admissions team",
      /** The invitation, before and after the phone number. */
      text: {
        before: `Come to our campus at ${site.address.street}, book online counselling, or call us on `,
        after: ". We will help you plan your route from diploma to degree.",
      },
      visit: "Book a visit",
      contact: "Contact us",
    },
  },
  ne: {
    nextSteps: {
      heading: "हाम्रो भर्ना टोलीसँग कुरा गर्नुहोस्",
      text: {
        // The street as the frame writes it (app/i18n/frame/ne.ts).
        before: `${siteNe.address.street}स्थित हाम्रो क्याम्पसमा आउनुहोस्, अनलाइन परामर्शको समय बुक गर्नुहोस्, वा `,
        after: " मा फोन गर्नुहोस्। डिप्लोमादेखि डिग्रीसम्मको तपाईँको बाटोको योजना बनाउन हामी सहयोग गर्छौँ।",
      },
      visit: "कलेज भ्रमण बुक गर्नुहोस्",
      contact: "सम्पर्क गर्नुहोस्",
    },
  },
});
