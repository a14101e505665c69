/**
 * The course cards and the two listings' words in Nepali (twin of
 * courses.ts): the same records (ids, providers, links, images) with their
 * words in Nepali. Qualification titles stay as the certificate prints them.
 * UNREVIEWED: written for parents and guardians; the college confirms it
 * before NEPALI_VERSION is switched on (`npm run preflight` lists every file
 * still marked so).
 */
import { type CourseCard, type CourseListingContent, diplomaCards, homeCards, shortCourseCards } from "./courses";
import { programmeNames as names } from "./programmes/names";
import { programmeNamesNe } from "./programmes/names.ne";
import { diplomaPathway } from "./programmes/shared.ne";
import { site } from "./site";
import { siteNe } from "./site.ne";

export const review = "unreviewed";

const { awardingBody } = site.partners;

/** A card's words: its title, level, description and its image's description. */
interface CardText {
  id: number;
  title: string;
  level: string;
  description: string;
  alt: string;
}

/** The English cards with their words in Nepali; the texts come in the cards' order. */
function inNepali(cards: CourseCard[], texts: CardText[]): CourseCard[] {
  return cards.map((card, i) => {
    const text = texts[i];
    if (text?.id !== card.id) throw new Error(`courses.ne.ts: card ${card.id} has no Nepali words in its place`);
    const { title, level, description, alt } = text;
    return { ...card, title, level, description, image: { ...card.image, alt } };
  });
}

// The art's descriptions, shared by several cards.
const bcisAlt = "कोड देखाइरहेको ल्यापटपको छेउमा व्यापारिक चार्टहरू";
const cyberAlt = "एकआपसमा जोडिएका कम्प्युटरहरूको नेटवर्कमाथि ताल्चा";
const diplomaAlt = "कम्प्युटरको छेउमा राखिएको डिप्लोमा प्रमाणपत्र";
const webAlt = "कोड र चार्टहरू देखिने ब्राउजर विन्डो";
const shortCourse = "छोटो कोर्स";

export const homeCardsNe: CourseCard[] = inNepali(homeCards, [
  {
    id: 1,
    title: names["business-computing"],
    level: "स्नातक तह",
    description:
      "काठमाडौँमै तीन वर्ष पढेर पाइने बेलायती अनर्स डिग्री, जसले प्रोग्रामिङ, डेटाबेस र सिस्टम एनालिसिसलाई संस्थाहरू वास्तवमा कसरी चल्छन् भन्ने बुझाइसँग जोड्छ।",
    alt: bcisAlt,
  },
  {
    id: 2,
    title: names["bsc-cybersecurity"],
    level: "स्नातक तह",
    description:
      "नेटवर्क सुरक्षित राख्ने र चलाउने विषयमा बेलायती अनर्स डिग्री, जहाँ ल्याबमा वास्तविक प्रणालीमाथि आक्रमण, रक्षा र अनुसन्धान आफैँ गरेर सिकिन्छ।",
    alt: cyberAlt,
  },
  {
    id: 3,
    title: "डिप्लोमा कार्यक्रमहरू",
    level: "डिप्लोमा",
    description:
      "कम्प्युटिङमा Level 3, Level 4 र Level 5 का डिप्लोमा, र Level 3 International Foundation Diploma (L3IFDHES): बेलायती डिग्रीको अन्तिम वर्षसम्म पुग्ने चरणबद्ध बाटो।",
    alt: diplomaAlt,
  },
  {
    id: 4,
    title: "छोटो कोर्सहरू",
    level: shortCourse,
    description:
      "विद्यार्थी र काम गरिरहेका पेसाकर्मीहरूका लागि साइबर सुरक्षा, आर्टिफिसियल इन्टेलिजेन्स, डेटा साइन्स र फुल स्ट्याक वेब डेभलपमेन्टका केन्द्रित कोर्सहरू।",
    alt: webAlt,
  },
]);

export const diplomaCardsNe: CourseCard[] = inNepali(diplomaCards, [
  {
    id: 3,
    title: names.l3ifdhes,
    level: "फाउन्डेसन तह",
    description:
      "विद्यालय सकेका विद्यार्थीलाई अङ्ग्रेजी माध्यममा विश्वविद्यालयको पढाइका लागि तयार पार्ने एक वर्ष: शैक्षिक सीप, शैक्षिक प्रयोजनका लागि अङ्ग्रेजी र विषयगत आधार।",
    alt: "खप्टिएर राखिएका किताबहरू र दीक्षान्त टोपी",
  },
  {
    id: 4,
    title: names.l3dc,
    level: "Level 3",
    description:
      "कम्प्युटिङको पहिलो योग्यता: प्रोग्रामिङ, नेटवर्क, वेब डेभलपमेन्ट र कम्प्युटर प्रणाली, जसपछि Level 4 को डिप्लोमामा अगाडि बढ्न सकिन्छ।",
    alt: diplomaAlt,
  },
  {
    id: 5,
    title: names.l4dc,
    level: "Level 4",
    description: "पाँच मुख्य र तीन विशेष युनिट, बेलायती कम्प्युटिङ डिग्रीको पहिलो वर्षबराबर मान्यता पाएको।",
    alt: diplomaAlt,
  },
  {
    id: 6,
    title: names["l4dc-bm"],
    level: "Level 4",
    description:
      "डिग्रीको पहिलो वर्षको तहमा कम्प्युटिङ, साथै व्यवसाय, मार्केटिङ र व्यवस्थापनका युनिटहरू: दुवै विषय पढ्न चाहने विद्यार्थीका लागि।",
    alt: bcisAlt,
  },
  {
    id: 7,
    title: names.l5dc,
    level: "Level 5",
    description: `बेलायती कम्प्युटिङ डिग्रीको दोस्रो वर्षबराबर, जसपछि ${site.partners.university.shortName} मा एक वर्षको टप-अप गरेर पूरा अनर्स डिग्री लिन सकिन्छ।`,
    alt: diplomaAlt,
  },
  {
    id: 8,
    title: names["l5dc-bm"],
    level: "Level 5",
    description: "रणनीति र व्यवस्थापनसँगै उच्च तहको कम्प्युटिङ, पढाइ सकेर प्रविधिमा आधारित व्यवसायतर्फ जान चाहनेहरूका लागि।",
    alt: bcisAlt,
  },
  {
    id: 9,
    title: names["l5dc-cs"],
    level: "Level 5",
    description: "नेटवर्क सुरक्षा, डिजिटल फरेन्सिक र सुरक्षा व्यवस्थापनका विशेष युनिटसहित डिग्रीको दोस्रो वर्षको तहको पढाइ।",
    alt: cyberAlt,
  },
]);

export const shortCourseCardsNe: CourseCard[] = inNepali(shortCourseCards, [
  {
    id: 10,
    title: "साइबर सुरक्षा",
    level: shortCourse,
    description:
      "आक्रमण कसरी हुन्छन् र तिनलाई कसरी रोक्ने भनेर सिक्नुहोस्: खतराहरू, सुरक्षित नेटवर्क, सुरक्षित प्रणाली र कुनै घटना भएपछि गर्नुपर्ने काम।",
    alt: cyberAlt,
  },
  {
    id: 11,
    title: "आर्टिफिसियल इन्टेलिजेन्स",
    level: shortCourse,
    description: "Python र मेसिन लर्निङदेखि न्युरल नेटवर्क र ल्याङ्ग्वेज मोडेलसम्म, आफैँ बनाउने साना परियोजनाहरूसहित।",
    alt: "न्युरल नेटवर्क देखाउने रेखाचित्र",
  },
  {
    id: 12,
    title: "डेटा साइन्स",
    level: shortCourse,
    description: "परिचयात्मकदेखि विशेषज्ञसम्म चार तह: वास्तविक निर्णयका लागि तथ्याङ्कशास्त्र, कोडिङ, मोडेलिङ र डेटा भिजुअलाइजेसन।",
    alt: "ड्यासबोर्डमा बार चार्ट र लाइन चार्टहरू",
  },
  {
    id: 13,
    title: programmeNamesNe["full-stack"],
    level: shortCourse,
    description:
      "MongoDB, Express, React र Node.js प्रयोग गरी पहिलो पृष्ठदेखि इन्टरनेटमा चलाउने (डिप्लोयमेन्ट) सम्म पूरा वेब एप्लिकेसन बनाउनुहोस्।",
    alt: webAlt,
  },
]);

export const diplomasListingNe: CourseListingContent = {
  heading: "सातवटा डिप्लोमा, डिग्रीसम्म पुग्ने एउटै स्पष्ट बाटो",
  intro: `हाम्रा डिप्लोमाहरू बेलायतको ${awardingBody.name} ले प्रदान गर्छ। Level 3 को डिप्लोमाबाट वा Level 3 International Foundation Diploma (L3IFDHES) बाट सुरु गर्नुहोस्, Level 4 र Level 5 हुँदै माथि बढ्नुहोस्, अनि ${site.partners.university.shortName} मा एक वर्षको टप-अप गरेर बेलायती अनर्स डिग्रीसम्म पुग्न सक्नुहुन्छ। कम्प्युटिङ, व्यवसाय व्यवस्थापन वा साइबर सुरक्षामध्ये आफ्नो बाटो रोज्नुहोस्।`,
  pathway: diplomaPathway().map(({ label, detail }) => ({ label, detail })),
  cards: diplomaCardsNe,
};

export const shortCoursesListingNe: CourseListingContent = {
  heading: "खास सीपमा केन्द्रित, अभ्यास गराउँदै सिकाइने कोर्स",
  intro: `हाम्रा छोटो कोर्सहरू समयमै तयारी थाल्न चाहने विद्यार्थी र कामका लागि नयाँ सीप चाहिने पेसाकर्मीहरूका लागि हुन्। हरेक कोर्स ${siteNe.address.area}का हाम्रा ल्याबमा साना समूहमा पढाइन्छ, र रोजगारदातालाई देखाउन मिल्ने व्यावहारिक परियोजनाहरू गराइन्छ।`,
  cards: shortCourseCardsNe,
};
