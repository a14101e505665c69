import { type RouteConfig, index, route } from "@react-router/dev/routes";
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
 * those routes share a module, so each gets its own id.
 */
function pageRoute(page: PageInfo) {
  if (page.path === "/") return index(`routes/${page.slug}.tsx`);
  const path = page.path.slice(1);
  if (isProgrammePage(page)) return route(path, "routes/programme.tsx", { id: `programme/${page.slug}`, ...exact });
  return route(path, `routes/${page.slug}.tsx`, exact);
}

export default [
  ...pages.map(pageRoute),
  // Not pages: sitemap.xml and robots.txt, then the 404 page for any other path.
  route("sitemap.xml", "routes/sitemap.ts", exact),
  route("robots.txt", "routes/robots.ts", exact),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
