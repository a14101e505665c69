/**
 * Entry requirements by level in Nepali, one statement per level, as the
 * Nepali admissions FAQ and Admission Policy quote them: the twin of
 * entry-requirements.ts's diplomaEntryStatements and degreeEntryStatement.
 * The levels' Nepali words are the programme pages' (entry-requirements.ne.ts
 * on the programme pages' branch); once both are on main, build these from
 * that file's entryByLevel and degreeEntry instead of repeating them here.
 * Qualification titles stay as the certificates print them. UNREVIEWED:
 * the college confirms it before NEPALI_VERSION is switched on.
 */
import type { entryByLevel, LevelEntry } from "./entry-requirements";
import { programmeNames } from "./programmes/names";
import { site } from "./site";

export const review = "unreviewed";

const levels: Record<keyof typeof entryByLevel, LevelEntry> = {
  l3dc: {
    applies: programmeNames.l3dc,
    academic: "माध्यमिक शिक्षा परीक्षा (एसईई) वा कक्षा १० बराबरको योग्यता पूरा गरेको",
    english: "अङ्ग्रेजीमा राम्रो दक्षता; परीक्षाको अङ्क छैन भने आवेदन दिँदा मूल्याङ्कन गरिन्छ",
  },
  foundation: {
    applies: programmeNames.l3ifdhes,
    academic: "कक्षा ११ वा कक्षा १२ (राष्ट्रिय परीक्षा बोर्ड) वा सो बराबरको योग्यता पूरा गरेको",
    english: "IELTS ४.५ वा सोभन्दा माथि, वा कलेजमै लिइने सो बराबरको अङ्ग्रेजी मूल्याङ्कन",
  },
  l4dc: {
    applies: programmeNames.l4dc,
    academic: `कम्तीमा ५०% अङ्कसहित उच्च माध्यमिक तह (१०+२ वा सो बराबर) पूरा गरेको, वा ${programmeNames.l3dc} वा ${programmeNames.l3ifdhes}`,
    english: "IELTS ५.५ वा सो बराबर, वा परीक्षाको अङ्क छैन भने आवेदन दिँदा लिइने अङ्ग्रेजी मूल्याङ्कन",
  },
  l4dcBm: {
    applies: programmeNames["l4dc-bm"],
    academic:
      "कक्षा १२ को राष्ट्रिय परीक्षा (राष्ट्रिय परीक्षा बोर्ड) मा १.५ जीपीए, वा अर्को बोर्डको कक्षा १२ को परीक्षामा ४५ प्रतिशत, वा ए-लेभलका दुई विषयमा उत्तीर्ण",
  },
  l5: {
    applies: "Level 5 का डिप्लोमाहरू",
    academic: `${site.partners.awardingBody.name} को ${programmeNames.l4dc} (वा यसको कुनै पाथवे), वा कम्प्युटिङमा सो बराबरको पहिलो वर्षको पढाइ`,
    english: "IELTS ५.५ वा सो बराबर",
  },
};

const degreeEntry = [
  "कक्षा १२ को राष्ट्रिय परीक्षा (राष्ट्रिय परीक्षा बोर्ड) मा कम्तीमा १.५ जीपीए, वा",
  "सीबीएसई बोर्डको परीक्षामा कम्तीमा ४५%, वा",
  "ए-लेभलका २ विषयमा उत्तीर्ण।",
];

/** "Level 4 Diploma in Computing: कम्तीमा ५०% अङ्कसहित …; IELTS ५.५ वा सो बराबर …।" */
function entryStatement(level: LevelEntry): string {
  return `${level.applies}: ${level.academic}${level.english ? `; ${level.english}` : ""}।`;
}

/** One statement per diploma level, in the order of the English. */
export const diplomaEntryStatementsNe = [levels.l3dc, levels.foundation, levels.l4dc, levels.l4dcBm, levels.l5].map(
  entryStatement,
);

/** The degrees' rule as one sentence. */
export const degreeEntryStatementNe = `BSc (Hons) डिग्रीहरू: ${degreeEntry.join(" ")}`;
