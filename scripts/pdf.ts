// Renders a PdfDocument (app/lib/documents.ts) to PDF bytes with pdf-lib:
// an A4 page with the college's header band, wrapped text, bullet lists,
// simple tables and a footer with the page number and contact line.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";
import type { Site } from "../app/content/site.ts";
import type { PdfDocument } from "../app/lib/documents.ts";

const BRAND = rgb(0, 0x60 / 255, 0x9a / 255);
const ACCENT = rgb(0xf2 / 255, 0xa9 / 255, 0);
const TEXT = rgb(0.12, 0.16, 0.22);
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

// The standard fonts speak WinAnsi only; map the few typographic characters
// our copy uses and drop anything else rather than fail the build.
function clean(text: unknown): string {
  return String(text)
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/→/g, "->")
    .replace(/≥/g, ">=")
    .replace(/[^\x20-\x7e\xa0-\xff•·£]/g, "");
}

export async function renderPdf(doc: PdfDocument, site: Site): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(clean(doc.title));
  pdf.setAuthor(site.name);
  pdf.setSubject(clean(doc.subtitle ?? doc.title));
  pdf.setCreator(`${site.name} website`);
  pdf.setLanguage("en-GB");
  // Fixed dates keep builds reproducible.
  pdf.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  pdf.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - MARGIN * 2;

  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage(A4);
    page.drawRectangle({ x: 0, y: A4[1] - 54, width: A4[0], height: 54, color: BRAND });
    page.drawRectangle({ x: 0, y: A4[1] - 58, width: A4[0], height: 4, color: ACCENT });
    page.drawText(clean(site.name), { x: MARGIN, y: A4[1] - 34, size: 16, font: bold, color: rgb(1, 1, 1) });
    const where = clean(`${site.address.street}, ${site.address.locality}`);
    page.drawText(where, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(where, 9),
      y: A4[1] - 32,
      size: 9,
      font: regular,
      color: rgb(1, 1, 1),
    });
    y = A4[1] - 96;
  };
  const ensure = (needed: number) => {
    if (y - needed < MARGIN + 30) newPage();
  };
  const wrap = (text: string, font: PDFFont, size: number, max: number) => {
    const words = clean(text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = "";
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > max && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  const paragraph = (text: string, { font = regular, size = 10.5, color = TEXT, indent = 0, gap = 6 } = {}) => {
    for (const line of wrap(text, font, size, width - indent)) {
      ensure(size + 4);
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      y -= size + 4;
    }
    y -= gap;
  };

  newPage();
  paragraph(doc.title, { font: bold, size: 20, color: BRAND, gap: 4 });
  if (doc.subtitle) paragraph(doc.subtitle, { size: 12, color: rgb(0.3, 0.35, 0.42), gap: 10 });
  for (const section of doc.sections) {
    ensure(40);
    y -= 6;
    paragraph(section.heading, { font: bold, size: 13.5, color: BRAND, gap: 4 });
    for (const p of section.paragraphs ?? []) paragraph(p);
    for (const item of section.bullets ?? []) {
      ensure(16);
      page.drawText("•", { x: MARGIN + 4, y, size: 10.5, font: bold, color: ACCENT });
      paragraph(item, { indent: 16, gap: 2 });
    }
    if (section.table?.length) {
      const cols = section.table[0]!.length;
      const colWidth = width / cols;
      section.table.forEach((row, r) => {
        const cells = row.map((cell) => wrap(cell, r === 0 ? bold : regular, 9.5, colWidth - 8));
        const height = Math.max(...cells.map((c) => c.length)) * 13 + 6;
        ensure(height);
        if (r === 0) page.drawRectangle({ x: MARGIN, y: y - height + 10, width, height, color: rgb(0.92, 0.96, 0.98) });
        for (const [c, lines] of cells.entries()) {
          for (const [i, line] of lines.entries()) {
            page.drawText(line, {
              x: MARGIN + c * colWidth + 4,
              y: y - i * 13,
              size: 9.5,
              font: r === 0 ? bold : regular,
              color: TEXT,
            });
          }
        }
        y -= height;
      });
      y -= 6;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = clean(`${site.name} · ${site.phones[0]} · ${site.emails[0]}`);
    p.drawText(footer, { x: MARGIN, y: 28, size: 8.5, font: regular, color: rgb(0.4, 0.45, 0.5) });
    const num = `Page ${i + 1} of ${pages.length}`;
    p.drawText(num, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(num, 8.5),
      y: 28,
      size: 8.5,
      font: regular,
      color: rgb(0.4, 0.45, 0.5),
    });
  });
  return pdf.save();
}
