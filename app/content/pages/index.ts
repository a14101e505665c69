/**
 * What the browser may use of the page table: the record types, the `PagePath`
 * type, `href` and `documentTitle`. The table itself is server-only
 * (app/content/pages.server.ts).
 */
import type { PagePath } from "../pages.server";
import { programmePaths } from "../programmes/names";
import { site } from "../site";
import type { PageInfo } from "./types";

export type { BannerData, PageInfo } from "./types";
export type { PagePath } from "../pages.server";

/** The URL a link should use (the space in "/programs/Data Science" encoded). */
export function href(path: PagePath): string {
  return encodeURI(path);
}

/** Programme pages: each programme's path (programmes/names.ts), all served by app/routes/programme.tsx. */
export function isProgrammePage(info: PageInfo): boolean {
  return (Object.values(programmePaths) as string[]).includes(info.path);
}

/**
 * The text of a document's <title> (and its og:title and twitter:title): the
 * page's own words, then the college's short name, as a tab, a bookmark or a
 * search result shows which site the page belongs to. Records, the frame's
 * pages and notices hold only their own words, so the name is written once.
 */
export function documentTitle(title: string): string {
  return `${title} | ${site.shortName}`;
}
