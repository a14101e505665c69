/**
 * The /apply page's copy in Nepali, the twin of ./apply.ts. UNREVIEWED:
 * the college confirms the text before NEPALI_VERSION is switched on.
 */
import type { ApplyContent } from "./apply";

export const review = "unreviewed";

export const applyContentNe: ApplyContent = {
  heading: "आवेदन कसरी दिने",
  steps: [
    "आफ्नो र आफ्ना बुबाआमा वा अभिभावकको विवरण भर्नुहोस्।",
    "मार्कसिट वा प्रमाणपत्र र पासपोर्ट साइजको फोटो मोबाइलले खिच्नुहोस्।",
    "तल दिइएको बैङ्क खातामा आवेदन शुल्क तिर्नुहोस् र रसिद राख्नुहोस्।",
    "आवेदन पठाउनुहोस्: हामी ५ देखि ७ कार्यदिनभित्र इमेल वा फोनबाट पुष्टि गर्छौँ।",
  ],
  questions: {
    call: "आवेदन दिनुअघि केही सोध्नु छ? फोन गर्नुहोस्:",
    write: "वा इमेल लेख्नुहोस्:",
    end: "।",
  },
};
