import { type PageInfo, isProgrammePage } from "~/content/pages";
import { type Award, awardOf } from "~/content/programmes/awards";
import { type ProgrammeSlug, programmeNames } from "~/content/programmes/names";
import { site } from "~/content/site";
import { LANGUAGE_TAG, type Locale, localePath } from "~/i18n/locale";

/** The breadcrumb trail's words in the page's language (the frame's, app/i18n/frame). */
export interface CrumbLabels {
  home: string;
  programmes: string;
}

/**
 * JSON-LD for search engines (schema.org): the college on every page, a
 * BreadcrumbList for every page, and a Course on every programme page, with
 * the credential it leads to from the same award facts as the page's "Who
 * awards this" panel (app/content/programmes/awards.ts).
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
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.map.latitude, longitude: site.map.longitude },
    contactPoint: site.phones.map((telephone) => ({ "@type": "ContactPoint", telephone, contactType: "admissions" })),
    sameAs: site.social.map((s) => s.href),
  };
}

function postalAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.countryCode,
  };
}

/** A page's absolute URL in a language. */
const urlIn = (origin: string, path: string, locale: Locale) => `${origin}${encodeURI(localePath(path, locale))}`;

/** Home, then (for a programme) the programmes' landing page, then the page itself. */
export function breadcrumbLd(info: PageInfo, origin: string, locale: Locale, labels: CrumbLabels) {
  const items = [{ name: labels.home, url: urlIn(origin, "/", locale) }];
  if (info.path !== "/") {
    if (isProgrammePage(info)) items.push({ name: labels.programmes, url: urlIn(origin, "/Diplomas", locale) });
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

/** The college as a Course names it: a reference to collegeLd's node. */
const collegeRef = (origin: string) => ({
  "@type": "CollegeOrUniversity",
  "@id": `${origin}/#college`,
  name: site.name,
  sameAs: `${origin}/`,
});

/**
 * What the course leads to: the award as its certificate names it, its level
 * and reference where the site gives them, and who awards it (schema.org's
 * `recognizedBy`: the university, the awarding body, or the college itself).
 */
function credentialLd(award: Award, origin: string) {
  const { id, awarder, credential } = award.arrangement;
  const awardedBy =
    id === "college"
      ? collegeRef(origin)
      : {
          "@type": id === "university" ? "CollegeOrUniversity" : "Organization",
          name: awarder.name,
          alternateName: awarder.shortName,
          url: awarder.url,
        };
  return {
    "@type": "EducationalOccupationalCredential",
    name: award.title,
    credentialCategory: credential,
    ...(award.level ? { educationalLevel: `${award.level.framework} Level ${award.level.level}` } : {}),
    // A pathway's page shows its parent diploma's reference as that diploma's, never as its own.
    ...(award.reference && !award.reference.of ? { identifier: award.reference.number } : {}),
    recognizedBy: awardedBy,
  };
}

const isProgrammeSlug = (slug: string): slug is ProgrammeSlug => Object.hasOwn(programmeNames, slug);

export function courseLd(info: PageInfo, origin: string, locale: Locale) {
  const award = isProgrammeSlug(info.slug) ? awardOf(info.slug) : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: info.banner.mainTitle,
    description: info.description,
    inLanguage: LANGUAGE_TAG[locale],
    url: urlIn(origin, info.path, locale),
    provider: collegeRef(origin),
    ...(award
      ? {
          educationalCredentialAwarded: credentialLd(award, origin),
          // Where it is taught: the college's campus (the panel's "Where you study").
          hasCourseInstance: {
            "@type": "CourseInstance",
            courseMode: "onsite",
            location: { "@type": "Place", name: site.name, address: postalAddress() },
          },
        }
      : {}),
  };
}
