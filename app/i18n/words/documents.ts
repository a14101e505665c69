import type { WordSet } from "./types";

/**
 * Words of the components of the pages that offer a document: the embedded
 * PDF with its download link (app/components/pdf-embed.tsx) and the brief
 * loading overlay (app/components/loading-overlay.tsx). The generated PDFs
 * are in English, which the Nepali says beside them. The Nepali is
 * UNREVIEWED (the college confirms it before NEPALI_VERSION is switched on).
 */
export interface DocumentWords {
  /** The overlay's text; the component adds the "..." (so "Loading..." itself is in no page's HTML). */
  loading: string;
  /** Around a PDF's title: the embedded frame's name, then the download link. */
  pdfFrame: { before: string; after: string };
  pdfDownload: { before: string; after: string };
}

export const review = "unreviewed";

export const documents: WordSet<DocumentWords> = {
  en: {
    loading: "Loading",
    pdfFrame: { before: "", after: " (PDF)" },
    pdfDownload: { before: "Download the ", after: " (PDF)" },
  },
  ne: {
    loading: "लोड हुँदैछ",
    pdfFrame: { before: "", after: " (पीडीएफ, अंग्रेजीमा)" },
    pdfDownload: { before: "", after: " डाउनलोड गर्नुहोस् (पीडीएफ, अंग्रेजीमा)" },
  },
};
