/**
 * The entry requirements by level in Nepali (twin of entry-requirements.ts,
 * same keys and shape): the Nepali programme pages list them, and the
 * admissions FAQ and the Admission Policy quote them as one statement per
 * level. Qualification names stay as the certificates print them. UNREVIEWED.
 */
import * as en from "./entry-requirements";
import type { EntryRecord, LevelEntry } from "./entry-requirements";
import { dataScienceLevelEntryNe } from "./data-science-levels.ne";
import { dataScienceLevelNames } from "./data-science-levels";
import { type ProgrammeSlug, programmeNames } from "./programmes/names";
import { site } from "./site";
import { nepaliFigure } from "~/i18n/numerals";

/** A figure of the English record in Devanagari digits. */
const n = nepaliFigure;
const { grade12Entry, highSchoolPercent, ieltsBand } = en;

export const review = "unreviewed";

export const degreeEntry: readonly string[] = [
  `राष्ट्रिय परीक्षा बोर्डको कक्षा १२ को परीक्षामा कम्तीमा ${n(grade12Entry.gpa)} GPA, वा`,
  `CBSE बोर्डको परीक्षामा कम्तीमा ${n(grade12Entry.percent)}%, वा`,
  `A-Level का ${n(grade12Entry.aLevelPasses)} विषयमा उत्तीर्ण।`,
];

export const entryByLevel: Record<keyof typeof en.entryByLevel, LevelEntry> = {
  l3dc: {
    ...en.entryByLevel.l3dc,
    applies: programmeNames.l3dc,
    academic: "माध्यमिक शिक्षा परीक्षा (SEE) वा कक्षा १० बराबरको योग्यता पूरा गरेको",
    english: "अङ्ग्रेजीमा राम्रो दक्षता; परीक्षाको अङ्क छैन भने आवेदन दिँदा मूल्याङ्कन गरिन्छ",
    note: "कम्प्युटिङको पहिलेको अनुभव चाहिँदैन: जिज्ञासा र अभ्यास गर्ने इच्छा बढी महत्त्वपूर्ण छ।",
  },
  foundation: {
    ...en.entryByLevel.foundation,
    applies: programmeNames.l3ifdhes,
    academic: "कक्षा ११ वा कक्षा १२ (राष्ट्रिय परीक्षा बोर्ड) वा सो बराबरको योग्यता पूरा गरेको",
    english: `IELTS ${n(ieltsBand.foundation)} वा सोभन्दा माथि, वा परीक्षाको अङ्क छैन भने कलेजमै लिइने अङ्ग्रेजी मूल्याङ्कन`,
  },
  l4dc: {
    ...en.entryByLevel.l4dc,
    applies: programmeNames.l4dc,
    academic: `कम्तीमा ${n(highSchoolPercent)}% अङ्कसहित उच्च माध्यमिक तह (१०+२ वा सो बराबर) पूरा गरेको, वा ${programmeNames.l3dc} वा ${programmeNames.l3ifdhes}`,
    english: `IELTS ${n(ieltsBand.diploma)} वा सो बराबर, वा परीक्षाको अङ्क छैन भने आवेदन दिँदा लिइने अङ्ग्रेजी मूल्याङ्कन`,
    note: "सम्बन्धित क्षेत्रमा केही वर्ष काम गरेपछि पढाइमा फर्किन चाहने आवेदकहरूलाई पनि स्वागत छ; हरेकको आवेदन छुट्टाछुट्टै हेरिन्छ।",
  },
  l4dcBm: {
    ...en.entryByLevel.l4dcBm,
    applies: programmeNames["l4dc-bm"],
    academic: `राष्ट्रिय परीक्षा बोर्डको कक्षा १२ को परीक्षामा ${n(grade12Entry.gpa)} GPA, वा अर्को बोर्डको कक्षा १२ को परीक्षामा ${n(grade12Entry.percent)} प्रतिशत, वा A-Level का ${n(grade12Entry.aLevelPasses)} विषयमा उत्तीर्ण`,
    note: `${programmeNames.l3dc} वा Level 3 International Foundation Diploma (L3IFDHES) पूरा गरेर आउने विद्यार्थीहरूलाई पनि स्वागत छ।`,
  },
  l5: {
    ...en.entryByLevel.l5,
    applies: "Level 5 का डिप्लोमाहरू",
    academic: `${site.partners.awardingBody.name} को ${programmeNames.l4dc} (वा यसका विशेष शाखाहरूमध्ये कुनै एक), वा कम्प्युटिङमा सो बराबरको पहिलो वर्षको पढाइ`,
    english: `IELTS ${n(ieltsBand.diploma)} वा सो बराबर`,
    note: "पहिलो वर्ष अन्यत्र पढ्नुभएको हो भने आफ्नो ट्रान्सक्रिप्ट ल्याउनुहोस्: त्यो पढाइ Level 4 सँग कसरी मेल खान्छ भनेर हाम्रो भर्ना टोलीले जाँच गर्नेछ।",
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

/** A level's record as its Nepali page lists it: the English record's rule, with the Nepali words. */
const levelRecord = (key: keyof typeof en.entryByLevel): EntryRecord =>
  en.levelRecord(entryByLevel[key], en.entryByLevel[key].rule);

/** The short courses' entry in Nepali, line for line with the English (entry-requirements.ts). */
export const shortCourseEntry: Record<keyof typeof en.shortCourseEntry, EntryRecord> = {
  "cyber-security-short": {
    rule: en.shortCourseEntry["cyber-security-short"].rule,
    lines: [
      "कक्षा १२ (राष्ट्रिय परीक्षा बोर्ड) वा सो बराबरको पढाइ पूरा गरेको, वा IT सम्बन्धी कामको अनुभव",
      "कम्प्युटर र इन्टरनेट चलाउन सहज",
      "सुरक्षाबारे पहिलेको ज्ञान चाहिँदैन",
    ],
  },
  "artificial-intelligence": {
    rule: en.shortCourseEntry["artificial-intelligence"].rule,
    lines: [
      "कक्षा १२ (राष्ट्रिय परीक्षा बोर्ड) वा सो बराबरको पढाइ पूरा गरेको",
      "विद्यालय तहको गणितमा सहज",
      "प्रोग्रामिङ अलिअलि आउँदा सजिलो हुन्छ तर अनिवार्य छैन: कोर्सले Python आधारभूत कुराबाटै सिकाउँछ",
    ],
  },
  "full-stack": {
    rule: en.shortCourseEntry["full-stack"].rule,
    lines: [
      "कक्षा १२ (राष्ट्रिय परीक्षा बोर्ड) वा सो बराबरको पढाइ पूरा गरेको",
      "कम्प्युटरको आधारभूत सीप; प्रोग्रामिङको अनुभव भए राम्रो, तर अनिवार्य छैन",
      "सफ्टवेयर इन्स्टल गर्न मिल्ने आफ्नै ल्यापटप भए सजिलो हुन्छ; ल्याबका कम्प्युटर पनि उपलब्ध छन्",
    ],
  },
};

/** The degrees' English (entry-requirements.ts degreeEnglish), in Nepali. */
export const degreeEnglish = {
  ...en.degreeEnglish,
  text: "तपाईँको अङ्ग्रेजी पनि राम्रो हुनुपर्छ; परीक्षाको अङ्क छैन भने आवेदन दिँदा हामी यसको मूल्याङ्कन गर्छौँ।",
};

const studyGapNote =
  "पढाइमा लामो अन्तराल (स्टडी ग्याप) आफैँमा बाधा होइन: विद्यालय सकेको केही वर्ष बितिसकेको छ भने त्यसबीच के गर्नुभयो हामीलाई बताउनुहोस्, हामी तपाईँको आवेदनलाई समग्रमा हेर्नेछौँ।";

/** The degrees' record in Nepali, as the English: the academic entry, the study gap, the English. */
const degreeRecord: EntryRecord = {
  rule: en.entryByProgramme["business-computing"].rule,
  lines: degreeEntry,
  notes: [studyGapNote, degreeEnglish.text],
};

/** Every programme's record on the Nepali pages: the English record's rule, in Nepali words. */
export const entryByProgramme: Record<ProgrammeSlug, EntryRecord> = {
  "business-computing": degreeRecord,
  "bsc-cybersecurity": degreeRecord,
  l3dc: levelRecord("l3dc"),
  l3ifdhes: levelRecord("foundation"),
  l4dc: levelRecord("l4dc"),
  "l4dc-bm": levelRecord("l4dcBm"),
  l5dc: levelRecord("l5"),
  "l5dc-bm": levelRecord("l5"),
  "l5dc-cs": levelRecord("l5"),
  ...shortCourseEntry,
  "data-science": {
    rule: en.entryByProgramme["data-science"].rule,
    lines: dataScienceLevelNames.map((level) => dataScienceLevelEntryNe[level]),
  },
};
