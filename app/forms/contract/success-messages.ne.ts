/**
 * The success messages in Nepali, for forms sent from a Nepali page: the
 * twin of ./success-messages.ts (whose `nepali` line is the message here)
 * and of the reference note (./reference.ts). Server-only: the API's result
 * page uses it, and the root loader sends it to Nepali pages as words.
 * UNREVIEWED: the college confirms the text before NEPALI_VERSION is on.
 */
import type { FormName } from "./schemas";
import { successMessages } from "./success-messages";

export const review = "unreviewed";

export interface LocalSuccess {
  title: string;
  message: string;
  /** The same message in Nepali, beneath the English one (English pages only). */
  nepali?: string;
  received: string;
}

export const nepaliSuccess: Record<FormName, LocalSuccess> = {
  enquiry: {
    title: "सोधपुछ पठाइयो",
    message: successMessages.enquiry.nepali,
    received: "कलेजले तपाईँको सोधपुछ प्राप्त गरेको छ।",
  },
  visit: {
    title: "भ्रमण अनुरोध पठाइयो",
    message: successMessages.visit.nepali,
    received: "कलेजले तपाईँको भ्रमण अनुरोध प्राप्त गरेको छ।",
  },
  admission: {
    title: "आवेदन प्राप्त भयो",
    message: successMessages.admission.nepali,
    received: "कलेजले तपाईँको आवेदन र कागजातहरू प्राप्त गरेको छ।",
  },
};

export const NEPALI_REFERENCE = {
  yourReference: "तपाईँको सन्दर्भ नम्बर:",
  note: "यसबारे कलेज कार्यालयमा सम्पर्क गर्दा कृपया यो सन्दर्भ नम्बर उल्लेख गर्नुहोस्।",
};
