/**
 * The college's identity, in one place. An operator changes a phone number,
 * an address or a social link here and every page, the footer, the JSON-LD
 * and the generated PDFs follow.
 *
 * Phone numbers, e-mail addresses, social links and payment details below
 * are EXAMPLE values (requirements §9 leaves them as placeholders); replace them
 * before launch. `npm run preflight` (run by `npm run deploy`) lists every
 * example value that remains and refuses to deploy until none do.
 *
 * The Nepali pages, forms, e-mail and the API's replies read the same facts
 * from here: the address's and the days' Nepali words sit beside the
 * English (`siteWordsNe`), and every number (phones, hours, postal code) is the one number
 * here, which ./site.ne.ts writes in Devanagari digits. No other file types
 * them (app/content/site-facts.node.test.ts fails if one does).
 */
export interface SocialLink {
  name: string;
  /** Short label used by the icon set in app/components/icons.tsx. */
  icon: "facebook" | "instagram" | "whatsapp" | "linkedin" | "mail" | "viber";
  href: string;
  colour: string;
}

export interface OpeningHours {
  /** Days as shown, e.g. "Sunday to Friday". */
  days: string;
  /** 0 = Sunday … 6 = Saturday, in Kathmandu time. */
  dayNumbers: number[];
  opens: string; // "07:00"
  closes: string; // "17:00"
}

/** Each network once: the footer lists all of them, the floating bar three. */
const facebook: SocialLink = {
  name: "Facebook",
  icon: "facebook",
  href: "https://www.facebook.com/example.mbc",
  colour: "#1877f2",
};
const instagram: SocialLink = {
  name: "Instagram",
  icon: "instagram",
  href: "https://www.instagram.com/example.mbc",
  colour: "#c13584",
};
const whatsapp: SocialLink = {
  name: "WhatsApp",
  icon: "whatsapp",
  href: "https://wa.me/9779800000000",
  colour: "#128c7e",
};
const linkedin: SocialLink = {
  name: "LinkedIn",
  icon: "linkedin",
  href: "https://www.linkedin.com/company/example-mbc",
  colour: "#0a66c2",
};

export const site = {
  /** The requirements give only the short name; set the full registered name here. */
  name: "MBC College",
  shortName: "MBC",
  tagline: "British IT degrees and diplomas in Kathmandu",
  brandColour: "#00609a",
  /**
   * The site's public origin as the college has confirmed it: the same value
   * as SITE_URL in wrangler.toml, once that domain is the college's own and
   * routed to this Worker (docs/going-live.md, step 2). Empty until then, and
   * `npm run preflight` refuses to deploy while it differs from SITE_URL.
   */
  confirmedSiteUrl: "",
  address: {
    street: "Yeti Marg, Kamalpokhari",
    /** The area alone, as prose names the campus ("our Kamalpokhari campus"). */
    area: "Kamalpokhari",
    locality: "Kathmandu",
    region: "Bagmati Province",
    postalCode: "44600",
    country: "Nepal",
    countryCode: "NP",
  },

  /** Example numbers in the Nepali format; replace with the office's own. */
  phones: ["+977-1-5900000", "+977-9800000000"],
  /** Example addresses on the reserved example domain; replace before launch. */
  emails: ["info@example.edu.np", "admissions@example.edu.np"],
  /** Footer hours (requirements §9). */
  hours: [
    {
      days: "Sunday to Friday",
      dayNumbers: [0, 1, 2, 3, 4, 5],
      opens: "07:00",
      closes: "17:00",
    },
  ] satisfies OpeningHours[],
  closedDays: "Saturday",
  /** Admissions office hours (requirements §9). */
  admissionsHours: {
    days: "Sunday to Friday",
    dayNumbers: [0, 1, 2, 3, 4, 5],
    opens: "09:00",
    closes: "17:00",
  } satisfies OpeningHours,
  timeZone: "Asia/Kathmandu",
  map: {
    latitude: 27.7107,
    longitude: 85.3268,
    /** Embedded map frame (requirements §2.2, height 400). */
    embedUrl:
      "https://www.openstreetmap.org/export/embed.html?bbox=85.3218%2C27.7077%2C85.3318%2C27.7137&layer=mapnik&marker=27.7107%2C85.3268",
    linkUrl: "https://www.openstreetmap.org/?mlat=27.7107&mlon=85.3268#map=17/27.7107/85.3268",
    /** Named on the map card before the visitor loads the frame; the CSP allows embedUrl's page only. */
    provider: "OpenStreetMap",
  },
  /** Footer social links (requirements §2.2). */
  social: [facebook, instagram, whatsapp, linkedin],
  /** The floating bar at the left edge: messaging app, social network, photo-sharing network. */
  floatingSocial: [whatsapp, facebook, instagram],
  partners: {
    university: { name: "University of Central Lancashire", shortName: "UCLan", url: "https://www.uclan.ac.uk/" },
    awardingBody: { name: "NCC Education", shortName: "NCC Education", url: "https://www.nccedu.com/" },
  },
  /** Example bank details for the payment block on /apply; replace before launch. */
  payment: {
    bankName: "Example Bank Limited",
    branch: "Kamalpokhari Branch",
    accountName: "MBC College (example account)",
    accountNumber: "00000000000000",
    swift: "EXAMPLENP",
  },
} as const;

export type Site = typeof site;

/** The Nepali words below (siteWordsNe) until the college has read them: see scripts/preflight-nepali.ts. */
export const review = "unreviewed";

/**
 * The same facts' Nepali words, beside the English: edit both together. The
 * numbers are `site`'s own (./site.ne.ts writes them in Devanagari digits).
 * A separate export, so the scripts of English pages, which import `site`,
 * carry no Nepali.
 */
export const siteWordsNe = {
  address: {
    street: "यती मार्ग, कमलपोखरी",
    /** The area alone, as Nepali prose names the campus ("कमलपोखरीस्थित"). */
    area: "कमलपोखरी",
    locality: "काठमाडौँ",
    country: "नेपाल",
  },
  /** The days of `site.hours`, in the same order. */
  hoursDays: ["आइतबारदेखि शुक्रबारसम्म"],
  /** The days of `site.admissionsHours`. */
  admissionsDays: "आइतबारदेखि शुक्रबारसम्म",
  /** `site.closedDays`. */
  closedDays: "शनिबार",
} as const;

export const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.country}`;

/**
 * "09:00" → "9:00 AM", "17:00" → "5:00 PM" (requirements §9 writes the hours this
 * way): every clock time the site shows. Here rather than with the
 * Kathmandu clock (app/lib/kathmandu-time.ts) because the footer on every
 * page needs it and this module is in every page's first load already.
 */
export function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/**
 * How every page writes a set of opening hours, so the footer, the contact,
 * admissions and visit pages and the visit form's time slots all use one
 * clock format. On a line of its own (the footer's, the contact page's
 * list) the days take a colon: "Sunday to Friday: 9:00 AM – 5:00 PM".
 * Within a sentence or after a label ("Office hours: …") a second colon
 * would read as a new label, so the days take a comma there:
 * "Sunday to Friday, 9:00 AM – 5:00 PM".
 */
export function hoursText(
  hours: Pick<OpeningHours, "days" | "opens" | "closes">,
  placed: HoursPlacement = "line",
): string {
  return `${hours.days}${HOURS_SEPARATOR[placed]}${timeRange(hours.opens, hours.closes)}`;
}

/** Where `hoursText` is written: a line of its own, or within a sentence or after a label. */
export type HoursPlacement = "line" | "sentence";
/** What follows the days in `hoursText` (the Nepali pages write the same). */
export const HOURS_SEPARATOR: Record<HoursPlacement, string> = { line: ": ", sentence: ", " };

/** "9:00 AM – 12:00 PM" (an en dash between two clock times). */
export function timeRange(from: string, to: string): string {
  return `${clockTime(from)} – ${clockTime(to)}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
