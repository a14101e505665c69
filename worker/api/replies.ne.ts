/**
 * What the forms' endpoints say in Nepali, the twin of ./replies.ts: the
 * refusals, the spam check's problems, the no-JavaScript result page's own
 * words and each form's noun, size and success messages. The API answers
 * in the language the form was sent from (worker/api/form-route.ts).
 * UNREVIEWED: the college confirms the text before NEPALI_VERSION is on.
 */
import { siteNe } from "../../app/content/site.ne";
import { NEPALI_CONFLICT, NEPALI_ERASED, nepaliMessages } from "../../app/forms/contract/messages.ne";
import { NEPALI_REFERENCE, nepaliSuccess } from "../../app/forms/contract/success-messages.ne";
import type { FormName } from "../../app/forms/contract/schemas";
import type { FormWording, ReplyLanguage } from "./replies";

export const review = "unreviewed";

const phone = siteNe.phones[0];

export const nepaliReplies: ReplyLanguage = {
  messages: {
    failed: `अहिले हामीले तपाईँको फारम कलेजसम्म पुर्‍याउन सकेनौँ, त्यसैले यो प्राप्त भएको छैन। कृपया केही मिनेटपछि फेरि प्रयास गर्नुहोस्, वा हामीलाई ${phone} मा फोन गर्नुहोस्।`,
    unconfirmed: `कलेजले तपाईँको फारम पायो कि पाएन, हामीले पक्का गर्न सकेनौँ। कृपया केही मिनेटपछि फेरि पठाउनुहोस्: पहिले नै पुगेको भए पनि यो दुई पटक दर्ता हुँदैन। तपाईँ हामीलाई ${phone} मा फोन पनि गर्न सक्नुहुन्छ।`,
    notKept: `अहिले हामीले तपाईँको फारम सुरक्षित राख्न सकेनौँ, त्यसैले यो प्राप्त भएको छैन। कृपया केही मिनेटपछि फेरि प्रयास गर्नुहोस्, वा हामीलाई ${phone} मा फोन गर्नुहोस्।`,
    crossSite: "फारमहरू कलेजको आफ्नै वेबसाइटबाट मात्र पठाउन सकिन्छ।",
    badType: "कृपया फारम JSON, URL-encoded वा multipart form data का रूपमा पठाउनुहोस्।",
    rateLimited: "तपाईँको इन्टरनेट जडानबाट धेरै पटक फारम पठाइयो। कृपया एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।",
    notConnected: (noun: string) => `${noun} फारम अहिलेसम्म जोडिएको छैन। कृपया यसको सट्टा हामीलाई ${phone} मा फोन गर्नुहोस्।`,
    conflict: NEPALI_CONFLICT,
    erased: NEPALI_ERASED,
    badJson: "फारमको विवरण पढ्न सकिएन: पठाइएको JSON मिलेन।",
    notObject: "फारमको विवरण पढ्न सकिएन: JSON वस्तु (object) पठाउनुपर्छ।",
    badForm: "फारमको विवरण पढ्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।",
  },
  turnstile: {
    missing: {
      status: 403,
      error: `फारमको स्पाम जाँच अझै सकिएको छैन। यसका लागि JavaScript चाहिन्छ: बन्द छ भने कृपया JavaScript सक्रिय गर्नुहोस्, वा जाँच नसकिएसम्म पर्खनुहोस् (जाँच देखिएन भने पृष्ठ फेरि लोड गर्नुहोस्), अनि फारम फेरि पठाउनुहोस्। तपाईँ हामीलाई ${phone} मा फोन पनि गर्न सक्नुहुन्छ।`,
    },
    failed: {
      status: 403,
      error: "तपाईँ मानिस नै हुनुहुन्छ भनी हामीले पक्का गर्न सकेनौँ। कृपया जाँच फेरि पूरा गरेर फारम पठाउनुहोस्।",
    },
    unavailable: {
      status: 503,
      error: `अहिले स्पाम जाँच चलाउन सकिएन। कृपया एक मिनेटपछि फारम फेरि पठाउनुहोस्, वा हामीलाई ${phone} मा फोन गर्नुहोस्।`,
    },
  },
  page: {
    lang: "ne",
    home: "/ne/",
    notSent: "{noun} पठाइएन",
    correct: "कृपया तलका कुरा सच्याएर फारम फेरि पठाउनुहोस्:",
    yourReference: NEPALI_REFERENCE.yourReference,
    referenceNote: NEPALI_REFERENCE.note,
    backOk: "तपाईँ आउनुभएको पृष्ठमा फर्कनुहोस्",
    backFailed: "फारममा फर्कनुहोस्",
    browserBack: "ब्राउजरको Back बटन थिच्नुभयो भने तपाईँले लेख्नुभएका कुरासहित फारममा फर्कनुहुन्छ।",
    browserBackFiles:
      "ब्राउजरको Back बटन थिच्नुभयो भने तपाईँले लेख्नुभएका कुरासहित फारममा फर्कनुहुन्छ, तर ब्राउजरले छानिएका फाइल राख्दैन: फोटो र कागजात फेरि छान्नुहोस्।",
    questions: "केही सोध्नु छ? {phone} मा फोन गर्नुहोस् वा इमेल पठाउनुहोस्:",
    phone,
  },
};

/** Each form's own words in Nepali. */
export const nepaliFormWording: Record<FormName, FormWording> = {
  enquiry: {
    noun: "सोधपुछ",
    tooLargeMessage: "धेरै लामो भएकाले तपाईँको सोधपुछ पठाउन सकिएन। कृपया सन्देश छोटो बनाएर फेरि प्रयास गर्नुहोस्।",
    success: nepaliSuccess.enquiry,
  },
  visit: {
    noun: "भ्रमण अनुरोध",
    tooLargeMessage: "धेरै लामो भएकाले तपाईँको भ्रमण अनुरोध पठाउन सकिएन। कृपया सन्देश छोटो बनाएर फेरि प्रयास गर्नुहोस्।",
    success: nepaliSuccess.visit,
  },
  admission: {
    noun: "आवेदन",
    tooLargeMessage: nepaliMessages.files.totalTooLarge,
    success: nepaliSuccess.admission,
  },
};
