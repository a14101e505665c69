/**
 * The home page's copy in Nepali (twin of home.ts): the same record, links,
 * image and figures, with every word in Nepali and numbers in Devanagari
 * digits. The ticker, the cards and the partners come from their own twins
 * (ticker.ne.ts, courses.ne.ts, partners.ne.ts).
 * UNREVIEWED: written for parents and guardians; the college confirms it
 * before NEPALI_VERSION is switched on (`npm run preflight` lists every file
 * still marked so). The popup's heading and body are the first popup
 * notice's Nepali, copied into D1 once (worker/notices/seed.ts): review them
 * before the first deploy with notices, and correct them afterwards on the
 * notice in the office, not here.
 */
import { nepaliNumber } from "~/i18n/numerals";
import { homeCardsNe } from "./courses.ne";
import { intakeMonthsTextNe } from "./intakes.ne";
import { type HomeContent, homeContent, statItem } from "./home";
import { partnersNe } from "./partners.ne";
import { tierPercentagesNe } from "./scholarship.ne";
import { site } from "./site";
import { siteNe } from "./site.ne";
import { tickerItemsNe } from "./ticker.ne";
import { headlineFigures } from "./uclan";
import { uclanNe } from "./uclan.ne";

export const review = "unreviewed";

const university = site.partners.university;
const awardingBody = site.partners.awardingBody;
const en = homeContent;

/** Each action's label in Nepali, in the English actions' order (the links stay theirs). */
function actionsNe(actions: HomeContent["popup"]["actions"], labels: string[]): HomeContent["popup"]["actions"] {
  return actions.map((action, i) => {
    const label = labels[i];
    if (!label) throw new Error(`home.ne.ts: action "${action.label}" has no Nepali label`);
    return { ...action, label };
  });
}

export const homeContentNe: HomeContent = {
  ticker: tickerItemsNe,
  hero: {
    pitches: [
      "बेलायती IT पढ्नुहोस् र बेलायतमा स्नातक पूरा गर्नुहोस्",
      "सबैभन्दा सुलभ शुल्कमा बेलायती योग्यता",
      "अन्तर्राष्ट्रिय मान्यताप्राप्त कार्यक्रमहरू",
      "बेलायत, अमेरिका, अस्ट्रेलिया, क्यानडा, युरोप र दुबईसम्म पुग्ने बाटो",
    ],
    still: {
      ...en.hero.still,
      alt: "कलेजअगाडि ल्यापटपसहित उभिएका विद्यार्थीहरू, साथमा दीक्षान्त टोपी र ग्लोब भएको चित्र",
    },
    actions: actionsNe(en.hero.actions, ["अहिले आवेदन दिनुहोस्", "कलेज भ्रमण बुक गर्नुहोस्"]),
  },
  intro: {
    heading: "घरनजिकै बेलायती शिक्षा",
    paragraphs: [
      `काठमाडौँको ${siteNe.address.area}मा रहेको ${site.name} ले ${university.name} (${university.shortName}) र ${awardingBody.name} सँगको साझेदारीमा बेलायतबाट प्रदान गरिने कम्प्युटिङका योग्यताहरू पढाउँछ। तपाईँ यहीँ, साना कक्षामा, तपाईँलाई नामैले चिन्ने शिक्षकहरूसँग पढ्नुहुन्छ, र बेलायतका विद्यार्थीले पाउने उही योग्यता हासिल गर्नुहुन्छ।`,
      `जहाँ हुनुहुन्छ, त्यहीँबाट सुरु गर्नुहोस्: विद्यालय सकेलगत्तै International Foundation Diploma, बेलायती डिग्रीको अन्तिम वर्षतर्फ चरणबद्ध रूपमा अगाडि बढाउने Level 3 देखि Level 5 सम्मका डिप्लोमा, ${university.shortName} ले प्रदान गर्ने पूरा अनर्स डिग्री, वा कामसँगै पढ्न मिल्ने, एउटै विषयमा केन्द्रित छोटो कोर्स।`,
    ],
  },
  cards: {
    heading: "आफ्नो योग्यता रोज्नुहोस्",
    lead: "बेलायती डिग्री र डिप्लोमा, अनि कलेजकै छोटो कोर्सहरू: हरेकपछि अगाडि बढ्ने स्पष्ट बाटोसहित।",
    cards: homeCardsNe,
  },
  stats: {
    heading: "हाम्रा डिग्री प्रदान गर्ने विश्वविद्यालय",
    lead: `काठमाडौँमा हामीले पढाउने डिग्रीहरू ${university.name} (${university.shortName}) ले प्रदान गर्छ।`,
    // The university page's figures and Nepali labels; the values as Nepali writes numbers (the count-up writes them so too).
    items: headlineFigures(uclanNe).map((figure) => statItem(figure, nepaliNumber)),
  },
  welcome: {
    heading: "यहाँ सबैलाई स्वागत छ",
    paragraphs: [
      "तपाईँले जुनसुकै बोर्डबाट पढ्नुभएको होस्, जस्तोसुकै पृष्ठभूमि वा बजेट होस्, हाम्रो कलेजमा तपाईँका लागि ठाउँ छ। हामी कक्षा १२ को राष्ट्रिय परीक्षा, CBSE बोर्ड र A-Level का नतिजा स्वीकार गर्छौँ, र तपाईँको ग्रेड र लक्ष्य सुहाउने बाटो हाम्रो भर्ना टोलीले बुझाइदिनेछ।",
      "पैसाका कारण कुनै राम्रो विद्यार्थी बेलायती डिग्रीबाट वञ्चित हुनुहुँदैन। हरेक वर्ष १००% सम्मका छात्रवृत्ति दिइन्छन्, छात्रवृत्ति परीक्षा भर्ना सत्रपिच्छे वर्षभरि खुला रहन्छ, र सुनिश्चित इन्टर्नसिपले पढाइ सकिनुअघि नै तपाईँलाई कामको वास्तविक अनुभव दिन्छ।",
      "अभिभावक तथा संरक्षकहरूलाई पनि स्वागत छ: आउनुहोस्, कक्षाकोठा हेर्नुहोस्, शिक्षकहरूलाई भेट्नुहोस् र मनमा भएका सबै प्रश्न सोध्नुहोस्।",
    ],
    points: [
      `वर्षमा पाँच भर्ना सत्र: ${intakeMonthsTextNe("र")}`,
      `${tierPercentagesNe} का छात्रवृत्ति श्रेणीहरू`,
      "प्रत्यक्ष भेटेर, फोनबाट वा अनलाइन परामर्श",
    ],
    actions: actionsNe(en.welcome.actions, ["छात्रवृत्तिबारे जान्नुहोस्", "क्याम्पस हेर्न आउनुहोस्"]),
  },
  partners: {
    heading: "हाम्रा साझेदारहरू",
    lead: "विश्वविद्यालयहरू, एउटा योग्यता प्रदायक निकाय र उद्योगका साझेदारहरू: तपाईँ के सिक्नुहुन्छ र त्यो पढाइले तपाईँलाई कहाँसम्म पुर्‍याउन सक्छ, त्यसलाई यिनले आकार दिन्छन्।",
    partners: partnersNe,
  },
  popup: {
    heading: "भर्ना खुला छ",
    body: "काठमाडौँमा बेलायती IT डिग्री, डिप्लोमा र छोटो कोर्सहरूको आगामी भर्ना सत्रमा सामेल हुनुहोस्। मेधावी विद्यार्थीका लागि १००% सम्म छात्रवृत्ति उपलब्ध छ।",
    actions: actionsNe(en.popup.actions, ["अनलाइन आवेदन दिनुहोस्", "भेट्न आउनुहोस्"]),
  },
};
