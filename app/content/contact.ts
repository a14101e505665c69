import { englishStatusWords, type OpenStatusWords } from "~/lib/kathmandu-time";
import { fullAddress, hoursText, site } from "./site";

/**
 * Copy for the contact page. The details themselves (address, phones,
 * e-mails, hours, map) come from site.ts, the one place an operator edits;
 * the lines here only write them out. Its Nepali twin is ./contact.ne.ts:
 * the page's loader sends one of them.
 */
export interface ContactContent {
  heading: string;
  intro: string;
  visitHeading: string;
  callHeading: string;
  emailHeading: string;
  hoursHeading: string;
  enquiryHeading: string;
  /** The postal address, line by line (the college's name first). */
  addressLines: readonly string[];
  directions: string;
  /** After "Directions", for screen readers: " to <the address>". */
  directionsTo: string;
  /** One line per set of opening hours, then the closed days. */
  hoursLines: readonly string[];
  /** The open/closed line, recomputed in the browser each minute. */
  status: OpenStatusWords;
}

export const contact: ContactContent = {
  heading: "Get in touch",
  intro:
    "Whether you are choosing a course, asking about scholarships or arranging a campus visit, our team is happy to help. Call, write or drop in during opening hours, or send us a message below and we will reply as soon as we can.",
  visitHeading: "Visit us",
  callHeading: "Call us",
  emailHeading: "E-mail us",
  hoursHeading: "Opening hours",
  enquiryHeading: "Send us a message",
  addressLines: [
    site.name,
    site.address.street,
    `${site.address.locality} ${site.address.postalCode}, ${site.address.country}`,
  ],
  directions: "Directions",
  directionsTo: ` to ${fullAddress}`,
  hoursLines: [...site.hours.map((h) => hoursText(h)), `${site.closedDays}: closed`],
  status: englishStatusWords(site.hours),
};
