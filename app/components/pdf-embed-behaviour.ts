/**
 * In a browser that shows no PDF inside a page (Chrome on Android, most
 * phones) an embedded PDF's object shows only its note, which would sit in
 * an empty 500 px panel (pdf-embed.tsx); this flag on <html> lets the panel
 * fit the note instead (app.css). Set by the page script (app/page-script.ts)
 * on pages with an embed; the embed sits well below the first screen, so the
 * change moves nothing a visitor is looking at. Without JavaScript the panel
 * keeps its 500 px.
 */
export const PDF_EMBED = "data-pdf-embed";

export function fitPanelsToNote(doc: Document): void {
  if (doc.defaultView?.navigator.pdfViewerEnabled === false) doc.documentElement.setAttribute("data-no-pdf-viewer", "");
}
