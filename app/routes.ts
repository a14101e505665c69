import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { NEPALI_PREFIX } from "./i18n/locale";
import { isProgrammePage } from "./content/pages/index";
import type { PageInfo } from "./content/pages/types";
import { pages } from "./content/pages.server";

// One route per page record, in the order of requirements §2.1. Paths are
// case-sensitive as the requirements write them; "/programs/Data Science" is reached
// as /programs/Data%20Science. Another spelling of a path (case, trailing
// slash) is answered at the edge with a 301 to this one
// (worker/canonical-path.ts), so each page has one URL.
const exact = { caseSensitive: true };

/**
 * A page's route module is routes/<slug>.tsx, except that every programme
 * page is served by routes/programme.tsx, which finds its programme by path;
 * those routes share a module, so each gets its own id. The Nepali twin
 * (under /ne, decision 021) uses the same module under an id starting "ne/".
 */
function pageRoute(page: PageInfo, nepali: boolean) {
  const prefix = nepali ? NEPALI_PREFIX.slice(1) : "";
  const idPrefix = nepali ? "ne/" : "";
  if (page.path === "/")
    return nepali
      ? route(prefix, `routes/${page.slug}.tsx`, { id: `${idPrefix}${page.slug}` })
      : index(`routes/${page.slug}.tsx`);
  const path = `${prefix}${page.path}`.replace(/^\//, "");
  if (isProgrammePage(page))
    return route(path, "routes/programme.tsx", { id: `${idPrefix}programme/${page.slug}`, ...exact });
  return route(path, `routes/${page.slug}.tsx`, nepali ? { id: `${idPrefix}${page.slug}`, ...exact } : exact);
}

export default [
  // Every page in English, then in Nepali, inside the layout that sends the page's record in its language.
  layout("routes/page.tsx", [
    ...pages.map((page) => pageRoute(page, false)),
    ...pages.map((page) => pageRoute(page, true)),
    // Any other /ne/ path: the 404 page in Nepali.
    route(`${NEPALI_PREFIX.slice(1)}/*`, "routes/not-found.tsx", { id: "ne/not-found" }),
  ]),
  // Each live notice at its own address, in both languages, and the notices' feed (worker/notices).
  route("notices/feed.xml", "routes/notices-feed.ts", exact),
  route("notices/:notice", "routes/notice.tsx", exact),
  route(`${NEPALI_PREFIX.slice(1)}/notices/:notice`, "routes/notice.tsx", { id: "ne/notice", ...exact }),
  // Not pages: sitemap.xml and robots.txt, then the 404 page for any other path.
  route("sitemap.xml", "routes/sitemap.ts", exact),
  route("robots.txt", "routes/robots.ts", exact),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
