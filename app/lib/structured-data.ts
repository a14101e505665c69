import type { PageInfo } from "~/content/pages";
import { site } from "~/content/site";

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

const crumbLabels: Record<string, string> = {
  programs: "Programmes",
  academic: "Departments",
  administration: "Administration",
  admission: "Admission",
  about: "About Us",
};

export function breadcrumbLd(info: PageInfo, origin: string) {
  const items = [{ name: "Home", url: `${origin}/` }];
  const [section] = info.path.split("/").filter(Boolean);
  if (info.path !== "/") {
    if (section && crumbLabels[section] && info.path.split("/").length > 2) {
      const landing = section === "programs" ? "/Diplomas" : undefined;
      if (landing) items.push({ name: crumbLabels[section], url: `${origin}${landing}` });
    }
    items.push({ name: info.banner.mainTitle, url: `${origin}${encodeURI(info.path)}` });
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

export function courseLd(info: PageInfo, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: info.banner.mainTitle,
    description: info.description,
    url: `${origin}${encodeURI(info.path)}`,
    provider: { "@type": "CollegeOrUniversity", "@id": `${origin}/#college`, name: site.name, sameAs: `${origin}/` },
  };
}
