import { pages } from "~/content/pages.server";
import { LANGUAGE_TAG, LOCALES, type Locale, localePath } from "~/i18n/locale";
import { requestInfo } from "~/lib/context";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: every route of requirements §2.1 with absolute URLs; with the
 * Nepali version on, each page's Nepali twin too, every entry naming both
 * languages as alternates (and English as the default).
 */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, nepali } = context.get(requestInfo);
  const origin = siteUrl.replace(/\/$/, "");
  const locales: readonly Locale[] = nepali ? LOCALES : ["en"];
  const urlOf = (path: string, locale: Locale) => `${origin}${encodeURI(localePath(path, locale))}`;
  const alternates = (path: string) =>
    nepali
      ? [
          ...LOCALES.map(
            (l) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[l]}" href="${urlOf(path, l)}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlOf(path, "en")}"/>`,
        ]
      : [];
  const urls = locales
    .flatMap((locale) =>
      pages.map((p) =>
        [
          `  <url>`,
          `    <loc>${urlOf(p.path, locale)}</loc>`,
          ...alternates(p.path),
          `    <changefreq>monthly</changefreq>`,
          `  </url>`,
        ].join("\n"),
      ),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
