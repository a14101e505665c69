import { footerMenuLinks, menu, quickLink } from "~/content/navigation";
import { clockTime, fullAddress, site } from "~/content/site";
import { englishError } from "./fallback-error";
import type { FrameText } from "./types";

const { university, awardingBody } = site.partners;

export const en: FrameText = {
  skipToContent: "Skip to main content",
  tagline: site.tagline,
  address: `${site.address.street}, ${site.address.locality}`,
  phones: site.phones,
  partnership: { before: "In partnership with ", between: " and ", after: "" },
  nav: { label: "Main", home: "Home", menuButton: "Menu", closeMenu: "Close menu", menu, quickLink },
  footer: {
    address: "Address",
    addressLines: [site.address.street, `${site.address.locality} ${site.address.postalCode}, ${site.address.country}`],
    openingHours: "Opening hours",
    hoursLines: [
      ...site.hours.map((h) => `${h.days}: ${clockTime(h.opens)} – ${clockTime(h.closes)}`),
      `${site.closedDays}: Closed`,
    ],
    quickLinksHeading: "Quick links",
    quickLinks: footerMenuLinks(),
    followUs: "Follow us",
    emailUs: "E-mail us",
    findUs: "Find us",
    // Each kind of qualification by who awards it: the short courses are the college's own (requirements §1).
    copyright: `© ${site.name}, ${fullAddress}. Degrees are awarded by the ${university.name} and diplomas by ${awardingBody.name}; the short courses are the college's own.`,
    privacy: "Privacy notice",
  },
  crumbs: { home: "Home", programmes: "Programmes" },
  followUsLabel: "Follow us",
  opensInNewTab: " (opens in a new tab)",
  map: {
    frameTitle: `Map showing ${site.name} at ${site.address.street}, ${site.address.locality}`,
    sketchAlt: `Sketch map of Kamalpokhari, not to scale, with a pin marking ${site.name}`,
    addressLine: `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`,
    show: "Show map",
    loadsFrom: `Loads an interactive map from ${site.map.provider}.`,
    open: "Open in maps",
  },
  notFound: {
    title: "Page not found",
    description: "The page you asked for does not exist on the MBC website.",
    kicker: "Error 404",
    heading: "We couldn't find that page",
    text: "The link may be old or mistyped. These pages are a good place to continue:",
    suggestions: [
      { to: "/", label: "Home page" },
      { to: "/Diplomas", label: "Diploma programmes" },
      { to: "/ShortCourses", label: "Short courses" },
      { to: "/apply", label: "Apply online" },
      { to: "/contact", label: "Contact us" },
    ],
  },
  error: englishError,
  maintenance: {
    title: "Under maintenance",
    alt: "Illustration of tools beside a laptop being repaired",
    heading: "Please bear with us! We're currently under maintenance.",
    text: "We're working hard to fix the issues and improve your experience.",
  },
};
