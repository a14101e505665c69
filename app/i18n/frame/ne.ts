/**
 * The frame in Nepali. UNREVIEWED: written by the developers for parents and
 * guardians; the college confirms it before NEPALI_VERSION is switched on
 * (`npm run preflight` lists every file still marked so).
 */
import { footerMenuLinks, translatedMenu } from "~/content/navigation";
import { programmePaths as paths } from "~/content/programmes/names";
import { site } from "~/content/site";
import { siteNe } from "~/content/site.ne";
import type { FrameText } from "./types";

export const review = "unreviewed";

const { university, awardingBody } = site.partners;

/** Qualification titles and partners' names stay as the certificate prints them (null); the rest is Nepali. */
const { menu, quickLink } = translatedMenu({
  headings: {
    Programs: "कार्यक्रमहरू",
    Diploma: "डिप्लोमा",
    Undergraduate: "स्नातक (ब्याचलर्स)",
    "Foundation Diploma": "फाउन्डेसन तह",
    "Short Courses": "छोटो कोर्स",
    Departments: "विभागहरू",
    Academic: "शैक्षिक विभाग",
    Administration: "प्रशासन",
    Admission: "भर्ना",
    "About Us": "हाम्रोबारे",
    "Our College": "हाम्रो कलेज",
    Partners: "साझेदारहरू",
  },
  links: {
    "/Diplomas": "सबै डिप्लोमा कार्यक्रम",
    [paths.l3dc]: null,
    [paths.l4dc]: null,
    [paths["l4dc-bm"]]: null,
    [paths.l5dc]: null,
    [paths["l5dc-bm"]]: null,
    [paths["l5dc-cs"]]: null,
    [paths["business-computing"]]: null,
    [paths["bsc-cybersecurity"]]: null,
    [paths.l3ifdhes]: null,
    "/ShortCourses": "सबै छोटो कोर्स",
    [paths["cyber-security-short"]]: "साइबर सुरक्षा",
    [paths["artificial-intelligence"]]: "आर्टिफिसियल इन्टेलिजेन्स",
    [paths["data-science"]]: "डेटा साइन्स",
    [paths["full-stack"]]: "फुल स्ट्याक डेभलपमेन्ट (MERN)",
    "/academic/computing": "कम्प्युटिङ तथा प्रविधि",
    "/academic/data-science": "डेटा साइन्स",
    "/academic/cybersecurity": "साइबर सुरक्षा",
    "/administration/faculty-staff": "शिक्षक तथा कर्मचारी",
    "/administration/admissions": "भर्ना कार्यालय",
    "/administration/policies": "नीति तथा नियमहरू",
    "/find-your-programme": "आफ्नो कार्यक्रम खोज्नुहोस्",
    "/admission/why-mbc": "MBC नै किन?",
    "/admission/scholarship": "छात्रवृत्ति",
    "/admission/fees-funding": "शुल्क तथा भुक्तानी",
    "/apply": "अनलाइन आवेदन",
    "/about/Chairman-message": "अध्यक्षको सन्देश",
    "/about/CEO": "प्रमुख कार्यकारी अधिकृतको सन्देश",
    "/about/gallary": "ग्यालेरी",
    "/notices": "सूचना",
    "/contact": "सम्पर्क",
    "/about/uclan": null,
    "/about/ncc-education": null,
    "/about/credit-transfer": "क्रेडिट ट्रान्सफर",
    "/VisitUs": "कलेज भ्रमण",
  },
  footerTitles: {
    "/Diplomas": "डिप्लोमा कार्यक्रमहरू",
    "/ShortCourses": "छोटो कोर्सहरू",
    "/admission/scholarship": "छात्रवृत्तिहरू",
  },
});

// The address, days and hours are site.ts's, in their Nepali forms.
const { street, area } = siteNe.address;

export const ne: FrameText = {
  skipToContent: "मुख्य सामग्रीमा जानुहोस्",
  tagline: "काठमाडौँमै बेलायती IT डिग्री र डिप्लोमा",
  address: siteNe.shortAddress,
  phones: siteNe.phones,
  partnership: { before: "", between: " र ", after: " सँगको साझेदारीमा" },
  nav: { label: "मुख्य मेनु", home: "गृहपृष्ठ", menuButton: "मेनु", closeMenu: "मेनु बन्द गर्नुहोस्", menu, quickLink },
  footer: {
    address: "ठेगाना",
    addressLines: [street, siteNe.cityLine],
    openingHours: "कार्यालय खुल्ने समय",
    hoursLines: [...siteNe.hoursLines, `${siteNe.closedDays}: बिदा`],
    quickLinksHeading: "छिटो लिङ्कहरू",
    quickLinks: footerMenuLinks(menu, quickLink),
    followUs: "सामाजिक सञ्जालमा हामी",
    emailUs: "इमेल पठाउनुहोस्",
    findUs: "हामीलाई कहाँ भेट्ने",
    // Each kind of qualification by who awards it: the short courses are the college's own (requirements §1).
    copyright: `© ${site.name}, ${siteNe.fullAddress}। डिग्री ${university.name} ले र डिप्लोमा ${awardingBody.name} ले प्रदान गर्छन्; छोटो कोर्सहरू कलेजका आफ्नै हुन्।`,
    privacy: "गोपनीयता सूचना",
  },
  crumbs: { home: "गृहपृष्ठ", programmes: "कार्यक्रमहरू" },
  followUsLabel: "सामाजिक सञ्जालमा हामी",
  opensInNewTab: " (नयाँ ट्याबमा खुल्छ)",
  map: {
    frameTitle: `${siteNe.shortAddress}मा रहेको ${site.name} देखाउने नक्सा`,
    sketchAlt: `${area} क्षेत्रको रेखाचित्र नक्सा (नापअनुसार होइन), ${site.name} को ठाउँमा पिन लगाइएको`,
    addressLine: `${siteNe.shortAddress} ${siteNe.address.postalCode}`,
    show: "नक्सा हेर्नुहोस्",
    loadsFrom: `${site.map.provider} बाट नक्सा खुल्छ; त्यसलाई सार्न र जुम गर्न सकिन्छ।`,
    open: "नक्सा एपमा खोल्नुहोस्",
  },
  notFound: {
    title: "पृष्ठ भेटिएन",
    description: "तपाईँले खोज्नुभएको पृष्ठ MBC को वेबसाइटमा छैन।",
    kicker: "त्रुटि ४०४",
    heading: "यो पृष्ठ भेटिएन",
    text: "लिङ्क पुरानो वा गलत टाइप भएको हुन सक्छ। यी पृष्ठहरूबाट अगाडि बढ्न सक्नुहुन्छ:",
    suggestions: [
      { to: "/", label: "गृहपृष्ठ" },
      { to: "/Diplomas", label: "डिप्लोमा कार्यक्रमहरू" },
      { to: "/ShortCourses", label: "छोटो कोर्सहरू" },
      { to: "/apply", label: "अनलाइन आवेदन" },
      { to: "/contact", label: "सम्पर्क गर्नुहोस्" },
    ],
  },
  error: {
    heading: "केही गडबड भयो",
    text: "कृपया पृष्ठ फेरि लोड गर्नुहोस्, वा हामीसँग सम्पर्क गर्नुहोस्।",
    action: "सम्पर्क गर्नुहोस्",
  },
  maintenance: {
    title: "मर्मत हुँदै छ",
    alt: "मर्मत भइरहेको ल्यापटपको छेउमा औजारहरूको चित्र",
    heading: "वेबसाइटको मर्मत हुँदै छ। कृपया केही समय पर्खिदिनुहोस्।",
    text: "समस्या समाधान गरी वेबसाइटलाई अझ राम्रो बनाउन हामी काम गरिरहेका छौँ।",
  },
};
