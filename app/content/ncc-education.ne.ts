/**
 * The awarding body partnership page in Nepali: the twin of ncc-education.ts
 * (the same figures, links and notes to confirm; every text in Nepali, the
 * awarding body's and the qualifications' names as the certificates print
 * them). UNREVIEWED: written by the developers for parents and guardians;
 * the college confirms it before NEPALI_VERSION is switched on.
 */
import { nccEducation } from "./ncc-education";
import type { PartnershipPage, Section, Stat } from "./partnership";
import { programmeNames as names } from "./programmes/names";
import { programmeNamesNe } from "./programmes/names.ne";
import { linkOnlyLinks } from "./redirects";
import { site } from "./site";

export const review = "unreviewed";

const ncc = site.partners.awardingBody;

/** The English figures with Nepali labels, in the English order. */
const labels = ["मान्यताप्राप्त केन्द्र", "देश", "वर्षको अनुभव", "साझेदार विश्वविद्यालय", "विद्यार्थी", "विश्वभरका कार्यालय"];
const stats: Stat[] = nccEducation.stats.map((stat, i) => ({ ...stat, label: labels[i] ?? "" }));

const sections: Section[] = [
  {
    title: `${ncc.name} को परिचय`,
    paragraphs: [
      `${ncc.name} बेलायतको नेसनल कम्प्युटिङ सेन्टरबाट विकसित भएको निकाय हो; यसले झन्डै छ दशकदेखि रोजगारदाता र विश्वविद्यालयले भरोसा गर्ने योग्यताहरू तयार गर्दै आएको छ।`,
    ],
  },
  {
    title: "हामीले पढाउने योग्यताहरू",
    paragraphs: [`${site.name} मा तपाईँ ${ncc.name} का यी कार्यक्रम पढ्न सक्नुहुन्छ:`],
    bullets: [
      names.l3ifdhes,
      names.l3dc,
      `${names.l4dc} र ${names["l4dc-bm"]}`,
      `${names.l5dc}, ${names["l5dc-bm"]} र ${names["l5dc-cs"]}`,
    ],
  },
  {
    title: "विश्वविद्यालयमा अगाडि बढ्ने बाटो",
    paragraphs: [
      `${ncc.name} का योग्यतालाई ७० भन्दा बढी विश्वविद्यालयले मान्यता दिएका छन्। Level 4 र Level 5 का डिप्लोमा पूरा गरेपछि स्नातक (ब्याचलर्स) डिग्रीको अन्तिम वर्षमा प्रवेश पाउन सकिन्छ; यसले समय र शिक्षण शुल्क दुवै बचाउँछ।`,
    ],
  },
  {
    title: "विश्वव्यापी मान्यता",
    paragraphs: [
      "५० भन्दा बढी देशका करिब २०० केन्द्रमा यसका कार्यक्रम पढाइन्छन्, जसलाई विश्वभरका पाँच कार्यालयले सघाउँछन्; अहिलेसम्म एक लाखभन्दा बढी विद्यार्थीले यसका योग्यता रोजेका छन्।",
    ],
  },
  {
    // The English section's note of what the college must confirm stays with it.
    ...nccEducation.sections[4],
    title: "गुणस्तर सुनिश्चितता",
    paragraphs: [
      `${ncc.name} को केन्द्र भएकाले ${site.name} ले ${ncc.name} कै गुणस्तर सुनिश्चितता प्रक्रियाअन्तर्गत पढाउँछ र मूल्याङ्कन गर्छ, त्यसैले हरेक विद्यार्थीको मूल्याङ्कन एउटै मापदण्डमा हुन्छ।`,
    ],
  },
  {
    title: "सिकाइको अनुभव",
    paragraphs: [
      "कार्यक्रमहरूमा कक्षाको पढाइ, ल्याबमा व्यावहारिक काम र वास्तविक व्यावसायिक समस्यामा आधारित असाइनमेन्ट समेटिएका हुन्छन्; यसरी पहिलो सत्रदेखि नै रोजगारदाताले खोज्ने सीप विकसित हुन्छ।",
    ],
  },
  {
    title: "हामीसँग किन पढ्ने?",
    paragraphs: [
      `काठमाडौँमा रहेको केन्द्रका रूपमा ${site.name} ले ${ncc.name} का कार्यक्रमहरू साना कक्षा, अनुभवी प्राध्यापक, छात्रवृत्ति र साझेदार विश्वविद्यालयमा अगाडि पढ्ने मार्गदर्शनसहित सञ्चालन गर्छ।`,
    ],
  },
];

export const nccEducationNe: PartnershipPage = {
  ...nccEducation,
  intro: {
    heading: `${ncc.name} का बेलायती योग्यताहरू`,
    paragraphs: [
      `${site.name} ${ncc.name} को मान्यताप्राप्त केन्द्र हो। ${ncc.name} बेलायतको योग्यता प्रदायक निकाय हो; यसले झन्डै साठी वर्षदेखि कम्प्युटिङ र व्यवसाय विषयका योग्यताहरू तयार गर्दै र प्रदान गर्दै आएको छ।`,
      `${ncc.name} का योग्यतालाई ७० भन्दा बढी विश्वविद्यालयले मान्यता दिएका छन्, त्यसैले काठमाडौँमा हासिल गरेको डिप्लोमाले तपाईँलाई बेलायत वा अन्य देशमा डिग्रीको माथिल्ला वर्षहरूमा सिधै प्रवेश दिलाउन सक्छ।`,
    ],
  },
  statsHeading: `अङ्कमा ${ncc.name}`,
  stats,
  sections,
  programmes: {
    heading: `${site.name} मा डिप्लोमा र कोर्सहरू`,
    // The college's own short course has a Nepali name; the diplomas keep their official titles.
    links: linkOnlyLinks("nccEducation", programmeNamesNe),
  },
  outward: {
    ...nccEducation.outward,
    label: `${ncc.name} को वेबसाइट हेर्नुहोस्`,
    text: `${ncc.name} बारे थप जानकारी यसकै वेबसाइटमा पढ्नुहोस् (अङ्ग्रेजीमा)।`,
  },
};
