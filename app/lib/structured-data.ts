import type { PageInfo } from "~/content/pages";
import { site } from "~/content/site";
import { LANGUAGE_TAG, type Locale, localePath } from "~/i18n/locale";

/** The breadcrumb trail's words in the page's language (the frame's, app/i18n/frame). */
export interface CrumbLabels {
  home: string;
  programmes: string;
}

/**
 * JSON-LD for search engines (schema.org): the college on every page, a
 * BreadcrumbList for every page, and a Course on every programme page.
 */
export function collegeLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "CollegeOrUniversity",
    "@id": `${origin}/#college`,
    name: site.name,
    alternateName: site.shortName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og-image.png`,
    telephone: site.phones[0],
    email: site.emails[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.map.latitude, longitude: site.map.longitude },
    contactPoint: site.phones.map((telephone) => ({ "@type": "ContactPoint", telephone, contactType: "admissions" })),
    sameAs: site.social.map((s) => s.href),
  };
}

/** A page's absolute URL in a language. */
const urlIn = (origin: string, path: string, locale: Locale) => `${origin}${encodeURI(localePath(path, locale))}`;

/** Home, then (for a programme) the programmes' landing page, then the page itself. */
export function breadcrumbLd(info: PageInfo, origin: string, locale: Locale, labels: CrumbLabels) {
  const items = [{ name: labels.home, url: urlIn(origin, "/", locale) }];
  if (info.path !== "/") {
    if (info.path.startsWith("/programs/"))
      items.push({ name: labels.programmes, url: urlIn(origin, "/Diplomas", locale) });
    items.push({ name: info.banner.mainTitle, url: urlIn(origin, info.path, locale) });
  }
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function courseLd(info: PageInfo, origin: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: info.banner.mainTitle,
    description: info.description,
    inLanguage: LANGUAGE_TAG[locale],
    url: urlIn(origin, info.path, locale),
    provider: { "@type": "CollegeOrUniversity", "@id": `${origin}/#college`, name: site.name, sameAs: `${origin}/` },
  };
}
