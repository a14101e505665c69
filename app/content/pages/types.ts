/** The shape of a page record (requirements §2.1, §2.2 banner). */
export interface BannerData {
  mainTitle: string;
  subTitle: string;
  imageSrc: string;
  altText: string;
}

export interface PageInfo {
  /**
   * The page's one name: its record module (app/content/pages/<slug>.ts, or
   * app/content/programmes/<slug>.server.ts for a programme) and its route
   * module (app/routes/<slug>.tsx; every programme shares routes/programme.tsx).
   */
  slug: string;
  /** Path exactly as requirements §2.1 writes it (a space stays a space). */
  path: string;
  /**
   * The page's own title words; the document title adds the college's short
   * name (documentTitle in index.ts), so a record never types it. Unique
   * among the pages, as each tab and search result must tell them apart.
   */
  title: string;
  description: string;
  banner: BannerData;
}
