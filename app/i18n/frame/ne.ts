/**
 * The frame in Nepali. UNREVIEWED: written by the developers for parents and
 * guardians; the college confirms it before NEPALI_VERSION is switched on
 * (`npm run preflight` lists every file still marked so).
 */
import { footerMenuLinks } from "~/content/navigation";
import { programmeNames as names } from "~/content/programmes/names";
import { site } from "~/content/site";
import { nepaliClockTime, toDevanagariDigits } from "../numerals";
import type { FrameText, MenuItemText, MenuLinkText } from "./types";

export const review = "unreviewed";

const { university, awardingBody } = site.partners;

/** Qualification titles stay as the certificate prints them; the headings around them are Nepali. */
const menu: MenuItemText[] = [
  {
    title: "कार्यक्रमहरू",
    groups: [
      {
        title: "डिप्लोमा",
        items: [
          { title: "सबै डिप्लोमा कार्यक्रम", link: "/Diplomas", footerTitle: "डिप्लोमा कार्यक्रमहरू" },
          { title: names.l3dc, link: "/programs/l3dc" },
          { title: names.l4dc, link: "/programs/l4dc" },
          { title: names["l4dc-bm"], link: "/programs/l4dc-bm" },
          { title: names.l5dc, link: "/programs/l5dc" },
          { title: names["l5dc-bm"], link: "/programs/l5dc-bm" },
          { title: names["l5dc-cs"], link: "/programs/l5dc-cs" },
        ],
      },
      {
        title: "स्नातक (ब्याचलर्स)",
        items: [
          { title: names["business-computing"], link: "/programs/business-computing" },
          { title: names["bsc-cybersecurity"], link: "/programs/Bsc_cybersecurity" },
        ],
      },
      {
        title: "फाउन्डेसन डिप्लोमा",
        items: [{ title: "Level 3 International Foundation Diploma (L3IFDHES)", link: "/programs/L3IFDHES" }],
      },
      {
        title: "छोटो अवधिका कोर्स",
        items: [
          { title: "सबै छोटो कोर्स", link: "/ShortCourses", footerTitle: "छोटो अवधिका कोर्सहरू" },
          { title: "साइबर सुरक्षा", link: "/programs/CyberSecurity" },
          { title: "आर्टिफिसियल इन्टेलिजेन्स", link: "/programs/ArtificialIntelligence" },
          { title: "डेटा साइन्स", link: "/programs/Data Science" },
          { title: "फुल स्ट्याक डेभलपमेन्ट (MERN)", link: "/programs/fullStackDevlopment" },
        ],
      },
    ],
  },
  {
    title: "विभागहरू",
    groups: [
      {
        title: "शैक्षिक विभाग",
        items: [
          { title: "कम्प्युटिङ तथा प्रविधि", link: "/academic/computing" },
          { title: "डेटा साइन्स", link: "/academic/data-science" },
          { title: "साइबर सुरक्षा", link: "/academic/cybersecurity" },
        ],
      },
      {
        title: "प्रशासन",
        items: [
          { title: "शिक्षक तथा कर्मचारी", link: "/administration/faculty-staff" },
          { title: "भर्ना कार्यालय", link: "/administration/admissions" },
          { title: "नीति तथा नियमहरू", link: "/administration/policies" },
        ],
      },
      {
        title: "भर्ना",
        items: [
          { title: "MBC नै किन?", link: "/admission/why-mbc" },
          { title: "छात्रवृत्ति", link: "/admission/scholarship", footerTitle: "छात्रवृत्तिहरू" },
          { title: "शुल्क तथा भुक्तानी", link: "/admission/fees-funding", footerTitle: "शुल्क तथा भुक्तानी" },
          { title: "अनलाइन आवेदन", link: "/apply", footerTitle: "अनलाइन आवेदन" },
        ],
      },
    ],
  },
  {
    title: "हाम्रो बारेमा",
    groups: [
      {
        title: "हाम्रो कलेज",
        items: [
          { title: "अध्यक्षको सन्देश", link: "/about/Chairman-message" },
          { title: "प्रमुख कार्यकारी अधिकृतको सन्देश", link: "/about/CEO" },
          { title: "ग्यालेरी", link: "/about/gallary" },
          { title: "सम्पर्क", link: "/contact" },
        ],
      },
      {
        title: "साझेदारहरू",
        items: [
          { title: "University of Central Lancashire (UCLan)", link: "/about/uclan" },
          { title: "NCC Education", link: "/about/ncc-education" },
          { title: "क्रेडिट ट्रान्सफर", link: "/about/credit-transfer" },
        ],
      },
    ],
  },
];

const quickLink: MenuLinkText = { title: "कलेज भ्रमण", link: "/VisitUs", footerTitle: "कलेज भ्रमण" };

const street = "यती मार्ग, कमलपोखरी";
const locality = "काठमाडौं";
const days = "आइतबारदेखि शुक्रबारसम्म";
const closedDay = "शनिबार";
// The hours are the English record's (site.ts), written the Nepali way.
const hoursLines = site.hours.map((h) => `${days}: ${nepaliClockTime(h.opens)} – ${nepaliClockTime(h.closes)}`);

export const ne: FrameText = {
  skipToContent: "मुख्य सामग्रीमा जानुहोस्",
  tagline: "काठमाडौंमै बेलायती आईटी डिग्री र डिप्लोमा",
  address: `${street}, ${locality}`,
  partnership: { before: "", between: " र ", after: " सँगको साझेदारीमा" },
  nav: { label: "मुख्य मेनु", home: "गृहपृष्ठ", menuButton: "मेनु", menu, quickLink },
  footer: {
    address: "ठेगाना",
    addressLines: [street, `${locality} ${toDevanagariDigits(site.address.postalCode)}, नेपाल`],
    openingHours: "कार्यालय खुल्ने समय",
    hoursLines: [...hoursLines, `${closedDay}: बिदा`],
    quickLinksHeading: "छिटो लिङ्कहरू",
    quickLinks: footerMenuLinks(menu, quickLink),
    followUs: "सामाजिक सञ्जालमा हामी",
    emailUs: "इमेल पठाउनुहोस्",
    findUs: "हामीलाई कहाँ भेट्ने",
    copyright: `© ${site.name}, ${street}, ${locality}, नेपाल। योग्यताहरू ${university.name} र ${awardingBody.name} ले प्रदान गर्छन्।`,
  },
  crumbs: { home: "गृहपृष्ठ", programmes: "कार्यक्रमहरू" },
  followUsLabel: "सामाजिक सञ्जालमा हामी",
  opensInNewTab: " (नयाँ ट्याबमा खुल्छ)",
  map: {
    frameTitle: `${street}, ${locality} मा रहेको ${site.name} देखाउने नक्सा`,
    sketchAlt: `कमलपोखरी क्षेत्रको रेखाचित्र नक्सा (नापअनुसार होइन), ${site.name} को ठाउँमा पिन लगाइएको`,
    addressLine: `${street}, ${locality} ${toDevanagariDigits(site.address.postalCode)}`,
    show: "नक्सा हेर्नुहोस्",
    loadsFrom: `${site.map.provider} बाट चलाउन मिल्ने नक्सा खुल्छ।`,
    open: "नक्सा एपमा खोल्नुहोस्",
  },
  notFound: {
    title: "पृष्ठ भेटिएन | MBC",
    description: "तपाईंले खोज्नुभएको पृष्ठ MBC को वेबसाइटमा छैन।",
    kicker: "त्रुटि ४०४",
    heading: "यो पृष्ठ भेटिएन",
    text: "लिङ्क पुरानो वा गलत टाइप भएको हुन सक्छ। यी पृष्ठहरूबाट अगाडि बढ्न सक्नुहुन्छ:",
    suggestions: [
      { to: "/", label: "गृहपृष्ठ" },
      { to: "/Diplomas", label: "डिप्लोमा कार्यक्रमहरू" },
      { to: "/ShortCourses", label: "छोटो अवधिका कोर्सहरू" },
      { to: "/apply", label: "अनलाइन आवेदन" },
      { to: "/contact", label: "सम्पर्क गर्नुहोस्" },
    ],
  },
  error: {
    title: "केही गडबड भयो | MBC",
    heading: "केही गडबड भयो",
    text: "कृपया पृष्ठ फेरि लोड गर्नुहोस्, वा हामीलाई सम्पर्क गर्नुहोस्।",
    action: "सम्पर्क गर्नुहोस्",
  },
  maintenance: {
    title: "मर्मत हुँदैछ | MBC",
    alt: "मर्मत भइरहेको ल्यापटपको छेउमा औजारहरूको चित्र",
    heading: "केही समय पर्खिदिनुहोस्! वेबसाइटको मर्मत हुँदैछ।",
    text: "समस्या समाधान गरी वेबसाइटलाई अझ राम्रो बनाउन हामी काम गरिरहेका छौं।",
  },
};
