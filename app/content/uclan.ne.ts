/**
 * The UK university partnership page in Nepali: the twin of uclan.ts (the
 * same figures, links and notes to confirm; every text in Nepali, the
 * university's and the degrees' names as the certificates print them).
 * UNREVIEWED: written by the developers for parents and guardians; the
 * college confirms it before NEPALI_VERSION is switched on.
 */
import type { PartnershipPage, Section, Stat } from "./partnership";
import { site } from "./site";
import { siteNe } from "./site.ne";
import { uclan } from "./uclan";

export const review = "unreviewed";

const uni = site.partners.university;

/** The English figures with Nepali labels, in the English order. */
const labels = [
  "वर्षको इतिहास",
  "विद्यार्थी र कर्मचारी",
  "देशका विद्यार्थी",
  "विश्वका विश्वविद्यालयमध्ये स्थान",
  "प्रोफेसर",
  "अनुसन्धानकर्मी",
  "अनुसन्धानरत विद्यार्थी",
  "बेलायतबाहिर पढ्ने विद्यार्थी",
];
const stats: Stat[] = uclan.stats.map((stat, i) => ({
  ...stat,
  label: labels[i] ?? "",
  ...(stat.prefix ? { prefix: "शीर्ष " } : {}),
}));

const sections: Section[] = [
  {
    title: `${uni.shortName} को परिचय`,
    paragraphs: [
      `${uni.name} उन्नाइसौँ शताब्दीमा प्रेस्टनमा सुरु भएको थियो, र आज १०० भन्दा बढी देशका विद्यार्थी भएको बेलायतका ठूला विश्वविद्यालयमध्ये एक बनेको छ।`,
      "यसका क्याम्पसमा आधुनिक शिक्षण भवनहरू छन् र रोजगारदातासँग यसको नजिकको सम्बन्ध छ, त्यसैले उद्योगलाई के चाहिन्छ भन्ने आधारमा कोर्सहरू तयार हुन्छन्।",
    ],
  },
  {
    title: "शैक्षिक कार्यक्रमहरू",
    paragraphs: [
      `${uni.shortName} ले स्नातक र स्नातकोत्तर तहका सयौँ कोर्स सञ्चालन गर्छ। ${site.name} मा तपाईँ यसका कम्प्युटिङसम्बन्धी दुई डिग्री पढ्न सक्नुहुन्छ, जसको पढाइ अङ्ग्रेजी माध्यममा हुन्छ र मूल्याङ्कन ${uni.shortName} कै मापदण्डअनुसार हुन्छ:`,
    ],
    // The degrees' names, as the certificates print them.
    bullets: uclan.sections[1]?.bullets ?? [],
  },
  {
    title: "अनुसन्धान र नवप्रवर्तन",
    paragraphs: [
      "करिब ६०० अनुसन्धानकर्मी र ७०० भन्दा बढी अनुसन्धानरत विद्यार्थीसहित यो विश्वविद्यालयले स्वास्थ्य र इन्जिनियरिङदेखि डिजिटल प्रविधि र साइबर सुरक्षासम्मका महत्त्वपूर्ण समस्यामा काम गर्छ।",
      "यसको अनुसन्धानले पढाइलाई पनि समृद्ध बनाउँछ, त्यसैले तपाईँले पढ्ने विषयहरू आजको व्यवहारअनुरूप हुन्छन्।",
    ],
  },
  {
    title: "विद्यार्थी जीवन",
    paragraphs: [
      `${site.name} मा ${uni.shortName} को विद्यार्थीका रूपमा तपाईँ आफूलाई नामैले चिन्ने प्राध्यापकहरूसँग साना समूहमा पढ्नुहुन्छ, र हाम्रो क्याम्पसमा हुने सेमिनार, ह्याकाथन, खेलकुद तथा सांस्कृतिक गतिविधिमा भाग लिन सक्नुहुन्छ।`,
    ],
  },
  {
    title: "विश्वव्यापी प्रभाव",
    paragraphs: [
      "हजारौँ विद्यार्थीले बेलायतबाहिरै बसेर यो विश्वविद्यालयका योग्यता पढिरहेका छन्। संसारभरिका यसका साझेदारीले बेलायती डिग्रीसम्मको पहुँच फराकिलो बनाउँछन्, र अन्तर्राष्ट्रिय दृष्टिकोणलाई विश्वविद्यालयकै कक्षाकोठासम्म ल्याउँछन्।",
    ],
  },
  {
    // The English section's note of what the college must confirm stays with it.
    ...uclan.sections[5],
    title: "साझेदारी",
    paragraphs: [
      `${uni.shortName} सँगको हाम्रो साझेदारीको अर्थ हो: तपाईँको डिग्री विश्वविद्यालयले आफ्नै गुणस्तर सुनिश्चितता व्यवस्थाअन्तर्गत प्रदान गर्छ, र तपाईँको प्रमाणपत्रमा विश्वविद्यालयकै नाम हुन्छ।`,
    ],
  },
];

export const uclanNe: PartnershipPage = {
  ...uclan,
  intro: {
    heading: `काठमाडौँमै ${uni.shortName} को डिग्री पढ्नुहोस्`,
    paragraphs: [
      `${site.name} ले ${uni.name} (${uni.shortName}) ले प्रदान गर्ने स्नातक तहका डिग्री पढाउँछ। ${uni.shortName} इङ्ल्यान्डको प्रेस्टनमा रहेको, झन्डै दुई शताब्दी लामो इतिहास भएको सार्वजनिक विश्वविद्यालय हो। तपाईँ हाम्रो ${siteNe.address.area} क्याम्पसमा पढ्नुहुन्छ, र बेलायतका विद्यार्थीले पाउने उही ${uni.shortName} डिग्री लिएर स्नातक हुनुहुन्छ।`,
      `${uni.shortName} करिब ३८,००० विद्यार्थी र कर्मचारी भएको ठूलो अन्तर्राष्ट्रिय विश्वविद्यालय हो, जुन व्यावहारिक, करियरमुखी पढाइ र आफ्ना समुदायलाई सेवा पुर्‍याउने अनुसन्धानका लागि चिनिन्छ।`,
    ],
  },
  statsHeading: `अङ्कमा ${uni.shortName}`,
  stats,
  sections,
  programmes: {
    heading: `${site.name} मा पढाइने ${uni.shortName} का डिग्रीहरू`,
    // The degrees' names, as the certificates print them.
    links: uclan.programmes.links,
  },
  outward: {
    ...uclan.outward,
    label: "थप जान्नुहोस्",
    text: `विश्वविद्यालयबारे थप जानकारी ${uni.shortName} को आफ्नै वेबसाइटमा पढ्नुहोस् (अङ्ग्रेजीमा)।`,
  },
};
