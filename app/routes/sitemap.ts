import { pages } from "~/content/pages.server";
import { LANGUAGE_TAG, LOCALES, type Locale, localePath } from "~/i18n/locale";
import { requestInfo } from "~/lib/context";
import { noticePath } from "~/notices/view.server";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: every route of requirements §2.1 and every live notice, with absolute URLs; with the
 * Nepali version on, each page's Nepali twin too, every entry naming both
 * languages as alternates (and English as the default).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, nepali, notices } = context.get(requestInfo);
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
  const live = await notices.live();
  const entry = (path: string, locale: Locale, lastmod: string | null, changefreq: string) =>
    [
      `  <url>`,
      `    <loc>${urlOf(path, locale)}</loc>`,
      ...alternates(path),
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      `    <changefreq>${changefreq}</changefreq>`,
      `  </url>`,
    ].join("\n");
  const urls = locales
    .flatMap((locale) => [
      ...pages.map((p) => entry(p.path, locale, null, p.path === "/notices" ? "daily" : "monthly")),
      // Each live notice at its own address (app/routes/notice.tsx).
      ...live.map((n) => entry(noticePath(n), locale, new Date(n.updatedAt).toISOString(), "weekly")),
    ])
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    // A minute, as the pages that show notices: an ended notice leaves the sitemap with them.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
