import type { MiddlewareHandler } from "hono";
import { redirects } from "../app/content/redirects";
import { NEPALI_PREFIX } from "../app/i18n/locale";
import { siteLocation } from "./location";

/**
 * One URL per page. Routes match case-sensitively and exactly
 * (`caseSensitive` in app/routes.ts), so /Diplomas is the page and
 * /DIPLOMAS, /diplomas/ or /Diplomas/ would otherwise be a 404 or, before
 * that flag, a second copy of it. Here a path that equals a known path
 * except for letter case or trailing slashes answers 301 with the known
 * spelling, query string kept; anything else goes on unchanged (and ends
 * as the 404 page).
 *
 * The known paths come from React Router's own route manifest, so a route
 * added to app/routes.ts is covered without a second list, plus the
 * link-only paths of app/content/redirects.ts, which fold straight to
 * their target (one hop, not two).
 */
interface ManifestRoute {
  path?: string;
  parentId?: string;
  index?: boolean;
}

/** Full paths of the routes in a React Router route manifest, dynamic and splat routes left out. */
export function routePaths(routes: Record<string, ManifestRoute | undefined>): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : "";
    return route.path ? `${base.replace(/\/$/, "")}/${route.path}` : base || "/";
  };
  return Object.values(routes)
    .filter((route): route is ManifestRoute => !!route && (!!route.path || !!route.index))
    .map(fullPath)
    .filter((path) => !/[:*]/.test(path));
}

/** The comparison key: percent-encoded as a URL carries it, trailing slashes dropped, case folded. */
const fold = (encodedPath: string) => (encodedPath.replace(/\/+$/, "") || "/").toLowerCase();

interface CanonicalTable {
  /** Exact (percent-encoded) paths that are already canonical. */
  exact: Set<string>;
  /** Folded path → the URL path to redirect to. */
  folded: Map<string, string>;
}

function canonicalTable(paths: string[], links: { from: string; to: string }[] = redirects): CanonicalTable {
  const exact = new Set<string>();
  const folded = new Map<string, string>();
  for (const path of paths) {
    // The Nepali home page is /ne/, a folder's address like "/".
    const encoded = path === NEPALI_PREFIX ? `${NEPALI_PREFIX}/` : encodeURI(path); // "/programs/Data Science" is reached as /programs/Data%20Science
    exact.add(encoded);
    folded.set(fold(encoded), encoded);
  }
  // A link-only path, and any other spelling of it, goes straight to the page it means (in either language).
  const nepaliLinks = links.map(({ from, to }) => ({ from: `${NEPALI_PREFIX}${from}`, to: `${NEPALI_PREFIX}${to}` }));
  for (const { from, to } of [...links, ...nepaliLinks])
    if (!folded.has(fold(from))) folded.set(fold(from), encodeURI(to));
  return { exact, folded };
}

/** The Location for a request URL that differs from a known path only by case or trailing slash; null otherwise. */
function canonicalLocation(url: URL, table: CanonicalTable): string | null {
  if (table.exact.has(url.pathname)) return null;
  const target = table.folded.get(fold(url.pathname));
  if (!target || target === url.pathname) return null;
  return siteLocation(`${target}${url.search}`, url);
}

let table: Promise<CanonicalTable> | undefined;

/** Hono middleware: 301 to the canonical path for GET and HEAD (other methods keep their body and go on). */
export const canonicalPath: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    table ??= import("virtual:react-router/server-build").then((build) => canonicalTable(routePaths(build.routes)));
    const location = canonicalLocation(new URL(c.req.url), await table);
    if (location) return c.redirect(location, 301);
  }
  await next();
};
