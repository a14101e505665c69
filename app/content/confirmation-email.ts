/**
 * The words of the confirmation e-mail the college's spreadsheet script
 * sends to whoever sent a form (apps-script/Code.gs), in English with a
 * Nepali version beneath, as the success dialog has them. The per-form
 * lines (what was received, what happens next) come from
 * app/forms/contract/success-messages.ts and the contact details from
 * site.ts; `npm run apps-script` copies all of it into Code.gs.
 *
 * Fixed words only: nobody has verified the address a form names, so the
 * e-mail carries nothing the visitor typed (decision 027). `{name}` is the
 * sender's name, used only when it cannot carry a link (otherwise the
 * neutral greeting), and `{reference}` the submission's reference; the
 * script fills both in.
 *
 * The Nepali part says what the English says, in the same order: the
 * greeting (आदरणीय, as a Nepali letter addresses someone by name, or
 * नमस्कार), what the college received with the reference and the note on
 * quoting it (the form's Nepali title and line from
 * app/forms/contract/success-messages.ne.ts), what happens next, the
 * documents, the contacts and hours, the not-you line, the sign-off and the
 * line saying the e-mail was sent automatically; the subject carries both
 * titles once the Nepali is sent.
 *
 * The Nepali here is the project's own translation, written for parents
 * and not yet read by the college: it is marked `nepaliReviewed: false`,
 * which `npm run apps-script` copies into Code.gs, and the script sends the
 * e-mail in English only until someone at the college has checked the
 * Nepali and set the flag to true (`npm run preflight` lists it meanwhile).
 */
export const confirmationEmail = {
  nepaliReviewed: false,
  english: {
    greeting: "Dear {name},",
    neutralGreeting: "Hello,",
    referenceLine: "Your reference is {reference}.",
    noDocuments: "Your documents are not attached to this e-mail: they are kept safely with the admissions office.",
    nextSteps: "What happens next:",
    contact: "How to reach the college office:",
    hours: "Admissions office hours:",
    /** After the hours, which are the college's local ones wherever the reader is. */
    localTime: "(Kathmandu time)",
    notYou:
      "If you did not send this form, please ignore this e-mail: someone may have typed your address by mistake. The college sends at most one such e-mail to an address a day.",
    closing: "With best wishes,",
    automatic: "This e-mail was sent automatically when your form reached the college.",
  },
  nepali: {
    heading: "नेपालीमा:",
    greeting: "आदरणीय {name},",
    neutralGreeting: "नमस्कार,",
    referenceLine: "तपाईँको सन्दर्भ नम्बर {reference} हो।",
    nextSteps: "अब के हुन्छ:",
    noDocuments: "तपाईँका कागजातहरू यो इमेलसँग संलग्न छैनन्; ती भर्ना कार्यालयमा सुरक्षित राखिएका छन्।",
    notYou:
      "तपाईँले यो फारम पठाउनुभएको होइन भने कृपया यो इमेललाई बेवास्ता गर्नुहोस्: कसैले गल्तीले तपाईँको इमेल ठेगाना लेखेको हुन सक्छ। कलेजले एउटै इमेल ठेगानामा दिनमा यस्तो इमेल एउटाभन्दा बढी पठाउँदैन।",
    contact: "कलेज कार्यालयमा सम्पर्क गर्न:",
    hours: "भर्ना कार्यालय खुल्ने समय:",
    localTime: "(काठमाडौँको समयअनुसार)",
    closing: "शुभकामनासहित,",
    automatic: "तपाईँको फारम कलेजमा पुग्नेबित्तिकै यो इमेल स्वचालित रूपमा पठाइएको हो।",
  },
} as const;
