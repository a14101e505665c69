import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * Words of the components of the pages that offer a document: the embedded
 * PDF with its download link (app/components/pdf-embed.tsx) and the brief
 * loading overlay (app/components/loading-overlay.tsx). The generated PDFs
 * are in English, which the Nepali says beside them. The Nepali is
 * UNREVIEWED (the college confirms it before NEPALI_VERSION is switched on).
 */
export const documents = wordSet({
  en: {
    /** The overlay's text; the component adds the "..." (so "Loading..." itself is in no page's HTML). */
    loading: "Loading",
    /** Around a PDF's title: the embedded frame's name, then the download link. */
    pdfFrame: { before: "", after: " (PDF)" },
    pdfDownload: { before: "Download the ", after: " (PDF)" },
    /** Shown in the embed's place by a browser that shows no PDF inside a page (most phones). */
    pdfNotShown:
      "This browser doesn't show PDFs inside a page. The download link below saves the guide: it has the same details as this page, ready to print or share.",
  },
  ne: {
    loading: "लोड हुँदै छ",
    pdfFrame: { before: "", after: " (PDF, अङ्ग्रेजीमा)" },
    pdfDownload: { before: "", after: " डाउनलोड गर्नुहोस् (PDF, अङ्ग्रेजीमा)" },
    pdfNotShown:
      "यो ब्राउजरले PDF पृष्ठभित्रै देखाउँदैन। तलको लिङ्कबाट यो PDF (अङ्ग्रेजीमा) डाउनलोड गर्नुहोस्: यसमा यही पृष्ठका विवरणहरू छन्, छाप्न वा अरूलाई पठाउन मिल्ने गरी।",
  },
});
