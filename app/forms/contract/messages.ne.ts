/**
 * The forms' messages that belong to no one field, in Nepali: the twin of
 * ./messages.ts (requirements §5 and §8). Server-only: the API builds its
 * Nepali schemas from it, and the root loader sends it to Nepali pages as
 * words (app/i18n/words/forms.ts), so no page's script carries it.
 * UNREVIEWED: the college confirms the text before NEPALI_VERSION is on.
 */
import type { FormMessages } from "./messages";

export const review = "unreviewed";

/** The Nepali twin of SUBMISSION_ID_CONFLICT (./constants.ts): the API's 409 and the browser's fallback say it alike. */
export const NEPALI_CONFLICT = "पहिलो पटक पठाएपछि यो फारममा परिवर्तन भयो, त्यसैले यसलाई नयाँ फारमका रूपमा फेरि पठाइँदै छ।";

/** The Nepali twin of SUBMISSION_ERASED (./constants.ts): the API's 410 for an erased submission. */
export const NEPALI_ERASED =
  "पठाउनेको अनुरोधमा यो फारम कलेजको अभिलेखबाट मेटाइएको छ, त्यसैले यसलाई फेरि पठाउन सकिँदैन। नयाँ फारम पठाउन फारम खाली गरेर फेरि भर्नुहोस्।";

export const nepaliMessages: FormMessages = {
  tooLong: "{label} बढीमा {max} अक्षरको हुनुपर्छ।",
  digits: "devanagari",
  files: {
    fileTooLarge: "हरेक फाइल ५ MB भन्दा सानो हुनुपर्छ।",
    maxFiles: "बढीमा ५ वटा फाइल मात्र राख्न मिल्छ।",
    totalTooLarge: "फाइलहरूको जम्मा आकार ५ MB को सीमाभन्दा बढी भयो।",
    readFile: "फाइल पढ्न सकिएन: {filename}",
    readStudentPhoto: "विद्यार्थीको फोटो पढ्न सकिएन।",
    readTransactionDocument: "भुक्तानीको कागजात पढ्न सकिएन।",
    chooseOne: "कृपया एउटा मात्र तस्बिर छान्नुहोस्।",
  },
};
