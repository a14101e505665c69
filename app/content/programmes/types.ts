/**
 * The shape of a programme page: one route module (app/routes/programme.tsx)
 * picks the `Programme` for the requested path and `<ProgrammePage>` renders
 * it. The generated PDFs (app/content/programmes.documents.ts) are built from
 * the same records, so a brochure never disagrees with its page.
 */
import type { PdfSection } from "~/lib/documents";
import type { ImageRef } from "~/lib/image-ref";
import type { ToConfirm } from "../confirm";
import type { PageInfo } from "../pages/types";

export interface Unit {
  /** The official title, as the awarding body or university names it (in English on either language's page). */
  title: string;
  credits?: number;
  /**
   * On a Nepali page, what the title means in Nepali words, shown under the
   * official title (units.ts gives one per title).
   */
  gloss?: string;
}

export interface UnitGroup {
  /** Shown as the group's heading, e.g. "Core units". */
  name: string;
  /** How many of the listed units a student takes (electives list more options). */
  required: number;
  units: Unit[];
  /**
   * The selection rule, shown under the group's heading on the page and
   * beside it in the PDFs; required whenever the group offers a choice
   * (programmes.documents.node.test.ts checks).
   */
  note?: string;
}

export interface ProgressionStep extends ToConfirm {
  label: string;
  detail: string;
  /** The step this page describes. */
  current?: boolean;
}

/** A generated PDF linked from a page; its pages come from the record. */
export interface DocumentLink {
  label: string;
  /** Under /docs/, e.g. "/docs/l4dc-programme-sheet.pdf". */
  path: string;
  /** Section ids copied into the PDF ("all" = every section). */
  include: "all" | string[];
  /** Extra PDF content that the page shows elsewhere (e.g. one level's details). */
  extra?: PdfSection[];
}

export interface Topic {
  title: string;
  detail: string;
  /** A document belonging to this item, e.g. one Data Science level's specification. */
  document?: DocumentLink;
}

export type Block =
  | { type: "text"; text: string }
  | { type: "subheading"; text: string }
  | { type: "list"; items: string[]; ordered?: boolean; label?: string }
  | { type: "topics"; items: Topic[]; ordered?: boolean; label: string }
  | { type: "facts"; items: { term: string; detail: string }[] }
  | { type: "units"; groups: UnitGroup[] }
  | { type: "progression"; steps: ProgressionStep[] }
  | { type: "documents"; items: DocumentLink[] }
  | { type: "link"; text: string; href: string };

/** A section whose facts the requirements do not fix carries `confirm` (app/content/confirm.ts). */
export interface Section extends ToConfirm {
  /** Stable id: used for anchors, tests and choosing PDF content. */
  id: string;
  title: string;
  blocks: Block[];
}

/** One line of a programme's "Who awards this" panel (award-panel.ts writes them from awards.ts). */
export interface AwardFact extends ToConfirm {
  /** Stable, and the same in both languages: preflight finds a note's Nepali twin by it. */
  id: "awarded-by" | "arrangement" | "level" | "reference" | "taught" | "towards-degree" | "certificate";
  term: string;
  detail: string;
}

/** The panel near the top of a programme page: who awards it, how, at what level, where it is taught. */
export interface AwardPanel {
  heading: string;
  facts: AwardFact[];
  /** The awarder's page on this site (an English path; links follow the page's language). */
  partner: { text: string; href: string };
}

export interface GraduationVideo {
  src: string;
  poster: ImageRef;
  caption: string;
}

export interface Programme {
  /** The page's record: its slug, path, title, description and banner. */
  page: PageInfo;
  kind: "degree" | "diploma" | "short-course";
  intro: { logo?: ImageRef; heading: string; paragraphs: string[] } & ToConfirm;
  /** Who awards the programme (award-panel.ts), shown near the top of the page. */
  award: AwardPanel;
  /** The info block's document links (brochure, programme sheet, flyer…). */
  downloads: DocumentLink[];
  video?: GraduationVideo;
  sections: Section[];
  /** "/apply", or "#apply" when the page itself holds the way to apply. */
  apply: "/apply" | "#apply";
}
