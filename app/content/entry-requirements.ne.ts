/**
 * The entry requirements by level in Nepali (twin of entry-requirements.ts,
 * same keys and shape): the Nepali programme pages list them, and the
 * admissions FAQ and the Admission Policy quote them as one statement per
 * level. Qualification names stay as the certificates print them. UNREVIEWED.
 */
import * as en from "./entry-requirements";
import type { LevelEntry } from "./entry-requirements";
import { programmeNames } from "./programmes/names";
import { site } from "./site";

export const review = "unreviewed";

export const degreeEntry: readonly string[] = [
  "राष्ट्रिय परीक्षा बोर्डको कक्षा १२ को परीक्षामा कम्तीमा १.५ GPA, वा",
  "CBSE बोर्डको परीक्षामा कम्तीमा ४५%, वा",
  "A-Level का २ विषयमा उत्तीर्ण।",
];

export const entryByLevel: Record<keyof typeof en.entryByLevel, LevelEntry> = {
  l3dc: {
    ...en.entryByLevel.l3dc,
    applies: programmeNames.l3dc,
    academic: "माध्यमिक शिक्षा परीक्षा (SEE) वा कक्षा १० बराबरको योग्यता पूरा गरेको",
    english: "अङ्ग्रेजीमा राम्रो दक्षता; परीक्षाको अङ्क छैन भने आवेदन दिँदा मूल्याङ्कन गरिन्छ",
  },
  foundation: {
    ...en.entryByLevel.foundation,
    applies: programmeNames.l3ifdhes,
    academic: "कक्षा ११ वा कक्षा १२ (राष्ट्रिय परीक्षा बोर्ड) वा सो बराबरको योग्यता पूरा गरेको",
    english: "IELTS ४.५ वा सोभन्दा माथि, वा कलेजमै लिइने सो बराबरको अङ्ग्रेजी मूल्याङ्कन",
  },
  l4dc: {
    ...en.entryByLevel.l4dc,
    applies: programmeNames.l4dc,
    academic: `कम्तीमा ५०% अङ्कसहित उच्च माध्यमिक तह (१०+२ वा सो बराबर) पूरा गरेको, वा ${programmeNames.l3dc} वा ${programmeNames.l3ifdhes}`,
    english: "IELTS ५.५ वा सो बराबर, वा परीक्षाको अङ्क छैन भने आवेदन दिँदा लिइने अङ्ग्रेजी मूल्याङ्कन",
  },
  l4dcBm: {
    ...en.entryByLevel.l4dcBm,
    applies: programmeNames["l4dc-bm"],
    academic:
      "राष्ट्रिय परीक्षा बोर्डको कक्षा १२ को परीक्षामा १.५ GPA, वा अर्को बोर्डको कक्षा १२ को परीक्षामा ४५ प्रतिशत, वा A-Level का दुई विषयमा उत्तीर्ण",
  },
  l5: {
    ...en.entryByLevel.l5,
    applies: "Level 5 का डिप्लोमाहरू",
    academic: `${site.partners.awardingBody.name} को ${programmeNames.l4dc} (वा यसका विशेष शाखाहरूमध्ये कुनै एक), वा कम्प्युटिङमा सो बराबरको पहिलो वर्षको पढाइ`,
    english: "IELTS ५.५ वा सो बराबर",
  },
};

/** "Level 4 Diploma in Computing: कम्तीमा ५०% अङ्कसहित …; IELTS ५.५ वा सो बराबर …।" */
function entryStatement(level: LevelEntry): string {
  return `${level.applies}: ${level.academic}${level.english ? `; ${level.english}` : ""}।`;
}

/** One statement per diploma level, in the English statements' order. */
export const diplomaEntryStatements = en.diplomaLevelOrder.map((key) => entryStatement(entryByLevel[key]));

/** The degrees' rule as one sentence. */
export const degreeEntryStatement = `BSc (Hons) डिग्रीहरू: ${degreeEntry.join(" ")}`;
