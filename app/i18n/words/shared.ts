import { site } from "~/content/site";
import type { WordSet } from "./types";

/**
 * Words of page parts several pages share: the brief loading overlay
 * (app/components/loading-overlay.tsx), an embedded PDF with its download
 * link (pdf-embed.tsx) and the closing call to action (next-steps.tsx). The
 * Nepali is UNREVIEWED (the college confirms it before NEPALI_VERSION is
 * switched on).
 */
export interface SharedWords {
  /** The overlay's word; the overlay adds the ellipsis (so the page's data never holds the overlay's text). */
  loading: string;
  pdf: {
    /** The frame's title: the document's title, then this. */
    frameTitleAfter: string;
    /** The download link: before and after the document's title. */
    download: { before: string; after: string };
  };
  nextSteps: {
    /** The heading when the page gives none. */
    heading: string;
    /** The invitation, before and after the phone number. */
    text: { before: string; after: string };
    visit: string;
    contact: string;
  };
}

export const review = "unreviewed";

export const shared: WordSet<SharedWords> = {
  en: {
    loading: "Loading",
    pdf: { frameTitleAfter: " (PDF)", download: { before: "Download the ", after: " (PDF)" } },
    nextSteps: {
      heading: "Talk to our admissions team",
      text: {
        before: `Come to our campus at ${site.address.street}, book online counselling, or call us on `,
        after: ". We will help you plan your route from diploma to degree.",
      },
      visit: "Book a visit",
      contact: "Contact us",
    },
  },
  ne: {
    loading: "लोड हुँदैछ",
    // The documents are in English (they are generated from the English records), and say so.
    pdf: {
      frameTitleAfter: " (पीडीएफ, अंग्रेजीमा)",
      download: { before: "", after: " डाउनलोड गर्नुहोस् (पीडीएफ, अंग्रेजीमा)" },
    },
    nextSteps: {
      heading: "हाम्रो भर्ना टोलीसँग कुरा गर्नुहोस्",
      text: {
        // The street as the frame writes it (app/i18n/frame/ne.ts).
        before: "यती मार्ग, कमलपोखरीस्थित हाम्रो क्याम्पसमा आउनुहोस्, अनलाइन परामर्शको समय बुक गर्नुहोस्, वा ",
        after: " मा फोन गर्नुहोस्। डिप्लोमादेखि डिग्रीसम्मको तपाईंको बाटो योजना गर्न हामी सहयोग गर्छौं।",
      },
      visit: "कलेज भ्रमण बुक गर्नुहोस्",
      contact: "सम्पर्क गर्नुहोस्",
    },
  },
};
