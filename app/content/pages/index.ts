/**
 * What the browser may use of the page table: the record types, the `PagePath`
 * type and `href`. The table itself is server-only (app/content/pages.server.ts).
 */
import type { PagePath } from "../pages.server";
import type { PageInfo } from "./types";

export type { BannerData, PageInfo } from "./types";
export type { PagePath } from "../pages.server";

/** The URL a link should use (the space in "/programs/Data Science" encoded). */
export function href(path: PagePath): string {
  return encodeURI(path);
}

/** Programme pages: every /programs/… route, all served by app/routes/programme.tsx. */
export function isProgrammePage(info: PageInfo): boolean {
  return info.path.startsWith("/programs/");
}
