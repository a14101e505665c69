/**
 * The words of the confirmation e-mail the college's spreadsheet script
 * sends to whoever sent a form (apps-script/Code.gs), in English with a
 * Nepali version beneath, as the success dialog has them. The per-form
 * lines (what was received, what happens next) come from
 * app/forms/contract/success-messages.ts and the contact details from
 * site.ts; `npm run apps-script` copies all of it into Code.gs.
 *
 * `{name}`, `{reference}` and `{count}` are filled in by the script.
 *
 * The Nepali here is the project's own translation, written for parents
 * and not yet read by the college: it is marked `nepaliReviewed: false`,
 * and `npm run preflight` lists it until someone at the college has
 * checked it and set the flag to true.
 */
export const confirmationEmail = {
  nepaliReviewed: false,
  english: {
    greeting: "Dear {name},",
    referenceLine: "Your reference is {reference}.",
    whatYouSent: "What you sent:",
    files: "{count} image(s) received",
    noDocuments: "Your documents are not attached to this e-mail: they are kept safely with the admissions office.",
    nextSteps: "What happens next:",
    contact: "How to reach the college office:",
    hours: "Admissions office hours:",
    closing: "With best wishes,",
    automatic: "This e-mail was sent automatically when your form reached the college.",
  },
  nepali: {
    heading: "नेपालीमा:",
    greeting: "नमस्ते {name},",
    referenceLine: "तपाईंको सन्दर्भ नम्बर {reference} हो। कलेज कार्यालयसँग यसबारे सम्पर्क गर्दा कृपया यो नम्बर उल्लेख गर्नुहोस्।",
    whatYouSent: "तपाईंले पठाउनुभएको विवरण माथि अंग्रेजीमा दिइएको छ।",
    noDocuments: "तपाईंका कागजातहरू यो इमेलसँग संलग्न छैनन्; ती भर्ना कार्यालयमा सुरक्षित राखिएका छन्।",
    contact: "कलेज कार्यालयलाई सम्पर्क गर्न:",
  },
} as const;
