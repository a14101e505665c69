import { pages } from "~/content/pages.server";
import { requestInfo } from "~/lib/context";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml: every route of requirements §2.1 with absolute URLs. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(requestInfo).siteUrl.replace(/\/$/, "");
  const urls = pages
    .map((p) => `  <url><loc>${origin}${encodeURI(p.path)}</loc><changefreq>monthly</changefreq></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
