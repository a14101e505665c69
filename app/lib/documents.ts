/**
 * A downloadable document generated at build time (scripts/generate-pdfs.ts)
 * from the same content records a page renders, so the PDF and the page can
 * never disagree. Content modules named `*.documents.ts` under app/content/
 * export `documents: PdfDocument[]`.
 *
 * An operator can replace a generated file with a designed one: put the real
 * PDF in `public/overrides/` under the same path (e.g.
 * public/overrides/docs/l4dc-programme-sheet.pdf) and the build copies it
 * instead of generating one.
 */
export interface PdfSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Simple two-or-more column table; the first row is the header. */
  table?: string[][];
}

export interface PdfDocument {
  /** URL path under public/, e.g. "/docs/bcis-brochure.pdf" or "/fees.pdf". */
  path: string;
  title: string;
  subtitle?: string;
  sections: PdfSection[];
}
