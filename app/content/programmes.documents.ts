/**
 * Every PDF the programme pages link (brochures, programme sheets, unit
 * specification, flyers, infographic, sample materials and the four Data
 * Science level specifications), built by scripts/generate-pdfs.ts from the
 * SAME records the pages render. To publish a designed PDF instead, drop it
 * at the same path under public/overrides/ (see app/lib/documents.ts).
 */
import { site } from "./site";
import type { PdfDocument, PdfSection } from "~/lib/documents";
import { programmes } from "./programmes.server";
import type { DocumentLink, Programme, Section } from "./programmes/types";

/** Every document link a programme page shows: its info block and any in a section. */
export function programmeLinks(p: Programme): DocumentLink[] {
  const inSections = p.sections.flatMap((s) =>
    s.blocks.flatMap((b) => {
      if (b.type === "documents") return b.items;
      if (b.type === "topics") return b.items.flatMap((t) => (t.document ? [t.document] : []));
      return [];
    }),
  );
  return [...p.downloads, ...inSections];
}

/** One page section as PDF sections (a subheading starts a new one). */
export function sectionToPdf(section: Section): PdfSection[] {
  const out: PdfSection[] = [];
  let current: PdfSection = { heading: section.title };
  const bullets = (items: string[]) => (current.bullets = [...(current.bullets ?? []), ...items]);
  const paragraphs = (items: string[]) => (current.paragraphs = [...(current.paragraphs ?? []), ...items]);
  for (const block of section.blocks) {
    switch (block.type) {
      case "subheading":
        out.push(current);
        current = { heading: block.text };
        break;
      case "text":
        paragraphs([block.text]);
        break;
      case "link":
        paragraphs([block.text]);
        break;
      case "list":
        bullets(block.ordered ? block.items.map((item, i) => `${i + 1}. ${item}`) : block.items);
        break;
      case "topics":
        bullets(block.items.map((t, i) => `${block.ordered ? `${i + 1}. ` : ""}${t.title}: ${t.detail}`));
        break;
      case "facts":
        bullets(block.items.map((f) => `${f.term}: ${f.detail}`));
        break;
      case "progression":
        paragraphs([`Pathway: ${block.steps.map((s) => `${s.label} (${s.detail})`).join(" → ")}`]);
        break;
      case "units": {
        const withCredits = block.groups.some((g) => g.units.some((u) => u.credits));
        const head = withCredits ? ["Group", "Unit", "Credits"] : ["Group", "Unit"];
        // The group's rule is the page's own note, word for word (e.g. the
        // foundation diploma's "Choose 3 … or 2 …" by IELTS band), on the
        // group's first row.
        const rows = block.groups.flatMap((g) =>
          g.units.map((u, i) => {
            const group = i > 0 ? "" : g.note ? `${g.name}: ${g.note}` : g.name;
            return withCredits ? [group, u.title, String(u.credits ?? "")] : [group, u.title];
          }),
        );
        current.table = [head, ...rows];
        break;
      }
      case "documents":
        break;
    }
  }
  out.push(current);
  return out.filter((s) => s.paragraphs || s.bullets || s.table);
}

function buildDocument(p: Programme, link: DocumentLink): PdfDocument {
  const info = p.page;
  const chosen = link.include === "all" ? p.sections : p.sections.filter((s) => link.include.includes(s.id));
  return {
    path: link.path,
    title: info.banner.mainTitle,
    subtitle: `${link.label} · ${info.banner.subTitle}`,
    sections: [
      { heading: p.intro.heading, paragraphs: p.intro.paragraphs },
      ...(link.extra ?? []),
      ...chosen.flatMap(sectionToPdf),
      {
        heading: "How to apply",
        paragraphs: [
          `Apply online through the Apply page of our website, or call or visit us at ${site.address.area} to talk it through with our admissions team.`,
        ],
      },
    ],
  };
}

export const documents: PdfDocument[] = programmes.flatMap((p) =>
  programmeLinks(p).map((link) => buildDocument(p, link)),
);
