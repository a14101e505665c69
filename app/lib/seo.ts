import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { type PageInfo, isProgrammePage } from "~/content/pages";
import { breadcrumbLd, collegeLd, courseLd } from "./structured-data";

/**
 * Title, description, canonical, Open Graph and Twitter tags for a page of
 * requirements §2.1. The origin comes from the root loader (the SITE_URL variable).
 */
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The canonical origin from the root loader's data. */
export function siteOrigin(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return (root?.siteUrl ?? "").replace(/\/$/, "");
}

export function pageMeta(info: PageInfo, matches: Matches, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const { path } = info;
  const origin = siteOrigin(matches);
  const url = `${origin}${encodeURI(path)}`;
  const image = `${origin}/og-image.png`;
  return [
    { title: info.title },
    { name: "description", content: info.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: info.title },
    { property: "og:description", content: info.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: info.title },
    { name: "twitter:description", content: info.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": collegeLd(origin) },
    { "script:ld+json": breadcrumbLd(info, origin) },
    ...(isProgrammePage(info) ? [{ "script:ld+json": courseLd(info, origin) }] : []),
    ...extra,
  ];
}

/**
 * A route module's `meta` export for a page that needs nothing beyond its
 * own record: `export const meta: Route.MetaFunction = metaFor(page);`.
 */
export function metaFor(info: PageInfo) {
  return ({ matches }: { matches: Matches }) => pageMeta(info, matches);
}
