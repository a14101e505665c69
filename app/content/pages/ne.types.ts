import type { PagePath } from "./index";

/**
 * A page's own words in Nepali: what its English record (PageInfo) says in
 * text. The path, slug and banner image are the English record's; a page
 * missing here is a type error.
 */
export interface PageTextNe {
  /** The page's own title words, as the English record's: documentTitle (index.ts) adds the college's name. */
  title: string;
  description: string;
  banner: { mainTitle: string; subTitle: string; altText: string };
}

export type PageTextsNe = Record<PagePath, PageTextNe>;
