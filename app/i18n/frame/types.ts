/**
 * Every word the frame shows around a page (skip link, header, navigation,
 * footer, social links, map, 404, maintenance and error pages, the language
 * switcher), in one language. The root loader sends the page's language only
 * (app/i18n/frame/index.server.ts), so an English page carries no Nepali
 * words and a Nepali page no English ones. A key missing from a language is
 * a type error.
 */
export interface MenuLinkText {
  title: string;
  link: string;
  footerTitle?: string;
}
export interface MenuGroupText {
  title: string;
  items: readonly MenuLinkText[];
}
export interface MenuItemText {
  title: string;
  groups: readonly MenuGroupText[];
}

export interface FrameText {
  skipToContent: string;
  /** Under the college's name in the header's logo. */
  tagline: string;
  /** The header's address line. */
  address: string;
  /** site.ts's phone numbers as the page writes them (Devanagari digits on Nepali pages); links dial site.phones. */
  phones: readonly string[];
  /** "In partnership with UCLan and NCC Education", with the names as the certificates print them. */
  partnership: { before: string; between: string; after: string };
  nav: {
    label: string;
    home: string;
    menuButton: string;
    /** The phone menu panel's own close button. */
    closeMenu: string;
    menu: readonly MenuItemText[];
    quickLink: MenuLinkText;
  };
  footer: {
    address: string;
    /** The postal address, line by line. */
    addressLines: string[];
    openingHours: string;
    /** One line per set of opening hours, then the closed days. */
    hoursLines: string[];
    quickLinksHeading: string;
    quickLinks: MenuLinkText[];
    followUs: string;
    emailUs: string;
    findUs: string;
    copyright: string;
    /** The link to the privacy notice, beside the copyright line. */
    privacy: string;
  };
  /** The breadcrumb trail in structured data. */
  crumbs: { home: string; programmes: string };
  followUsLabel: string;
  opensInNewTab: string;
  map: {
    frameTitle: string;
    sketchAlt: string;
    addressLine: string;
    show: string;
    loadsFrom: string;
    open: string;
  };
  /** The 404, maintenance and error pages' titles are their own words: documentTitle (app/content/pages) adds the college's name. */
  notFound: {
    title: string;
    description: string;
    kicker: string;
    heading: string;
    text: string;
    suggestions: { to: string; label: string }[];
  };
  /** The heading is the document title's words too. */
  error: { heading: string; text: string; action: string };
  maintenance: { title: string; alt: string; heading: string; text: string };
}
