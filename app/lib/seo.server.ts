import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { type PageInfo, documentTitle, isProgrammePage } from "~/content/pages";
import type { FrameText } from "~/i18n/frame/types";
import { LANGUAGE_TAG, LOCALES, type Locale, OG_LOCALE, localePath, otherLocale } from "~/i18n/locale";
import { breadcrumbLd, collegeLd, courseLd } from "./structured-data";

/**
 * Title, description, canonical, language alternates, Open Graph and Twitter
 * tags for a page of requirements §2.1, in the page's language. Written on
 * the server by the page layout's loader (app/routes/page.tsx), which sends
 * the finished tags: neither this module nor the structured data reaches the
 * browser's code.
 */
export interface MetaSettings {
  /** The canonical origin (SITE_URL), without a trailing slash. */
  origin: string;
  /** Whether the Nepali version is on: only then do the languages name each other. */
  nepali: boolean;
  /** The breadcrumb trail's words in the page's language. */
  crumbs: FrameText["crumbs"];
}

export function pageMeta(info: PageInfo, { origin, nepali, crumbs }: MetaSettings, locale: Locale): MetaDescriptor[] {
  const { path } = info;
  const urlIn = (l: Locale) => `${origin}${encodeURI(localePath(path, l))}`;
  const url = urlIn(locale);
  const image = `${origin}/og-image.png`;
  const title = documentTitle(info.title);
  // Each language names the other, and English is the default, only while both are published.
  const alternates: MetaDescriptor[] = nepali
    ? [
        ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LANGUAGE_TAG[l], href: urlIn(l) })),
        { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn("en") },
        { property: "og:locale:alternate", content: OG_LOCALE[otherLocale(locale)] },
      ]
    : [];
  return [
    { title },
    { name: "description", content: info.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: info.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: info.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": collegeLd(origin) },
    { "script:ld+json": breadcrumbLd(info, origin, locale, crumbs) },
    ...(isProgrammePage(info) ? [{ "script:ld+json": courseLd(info, origin, locale) }] : []),
  ];
}
