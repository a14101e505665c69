import { programmeNamesNe } from "~/content/programmes/names.ne";
import { site } from "~/content/site";
import { siteNe } from "~/content/site.ne";
import {
  CONNECTION_METHODS,
  CONTACT_METHODS,
  HOW_HEARD,
  SUBMISSION_ID_CONFLICT,
  TIME_SLOTS,
} from "~/forms/contract/constants";
import { fieldsIn } from "~/forms/contract/fields";
import { englishMessages } from "~/forms/contract/messages";
import { NEPALI_CONFLICT, nepaliMessages } from "~/forms/contract/messages.ne";
import { REFERENCE_NOTE } from "~/forms/contract/reference";
import type { FormName } from "~/forms/contract/schemas";
import { successMessages } from "~/forms/contract/success-messages";
import { type LocalSuccess, NEPALI_REFERENCE, nepaliSuccess } from "~/forms/contract/success-messages.ne";
import { timeSlotHours, timeSlotLabel } from "~/forms/time-slots";
import { nepaliClockTime } from "../numerals";
import { wordSet } from "./types";

export const review = "unreviewed";

const same = (values: readonly string[]) => Object.fromEntries(values.map((v) => [v, v]));
const english = (form: FormName): LocalSuccess => ({
  title: successMessages[form].title,
  message: successMessages[form].english,
  nepali: successMessages[form].nepali,
  received: successMessages[form].received,
});

/**
 * The three forms' words (app/forms): labels, hints, options, buttons,
 * statuses, the validation messages the schemas are built with, and the
 * success dialog. The option lists' VALUES stay English (they are what the
 * college's sheet receives); `options` maps each value to what a visitor
 * reads. Templates have "{blanks}". The Nepali is UNREVIEWED (the college
 * confirms it before NEPALI_VERSION is switched on).
 */
export const forms = wordSet({
  en: {
    messages: englishMessages,
    /** Each form's fields with their rules and this language's words (app/forms/contract/fields.ts). */
    fields: fieldsIn("en"),
    requiredBefore: "Fields marked",
    requiredAfter: "are required.",
    optional: " (optional)",
    chooseSeveral: " (choose one or more)",
    submit: "Submit",
    submitting: "Submitting...",
    /** The status line while a send is in flight. */
    holdOn: "Hold on till Submitting...",
    clear: "Clear form",
    error: "Error: {message}",
    network: "We could not reach the college's server. Please check your connection and try again.",
    slow: "The server took too long to answer. Please try again.",
    unexpected: "The server gave an unexpected answer. Please try again.",
    answered: "The server answered {status}. Please try again.",
    conflict: SUBMISSION_ID_CONFLICT,
    honeypot: "Leave this field empty",
    /** Beside every form's send button: `before`, a link to the privacy notice worded `link`, then `after`. */
    privacyNote: {
      before: "We keep what you send only to answer you: ",
      link: "see how we handle your details",
      after: ".",
    },
    enquiry: { heading: "Send us an enquiry" },
    visit: {
      heading: "Request a visit or a call",
      /** The date field's hint, which names the office's days. */
      dateHint: `Today or later (Kathmandu time). The admissions office is open ${site.admissionsHours.days}.`,
      /** The date chosen, as a Nepali reader also reads it (Bikram Sambat); empty in English. */
      bsDate: "",
    },
    /** What a visitor reads for each option value, time slots included (the values themselves are sent). */
    options: {
      ...same(CONTACT_METHODS),
      ...same(CONNECTION_METHODS),
      ...same(HOW_HEARD),
      ...Object.fromEntries(TIME_SLOTS.map((slot) => [slot, timeSlotLabel(slot)])),
    },
    admission: {
      heading: "Application form",
      aboutYou: "About you",
      documents: "Documents",
      photosFine:
        "Photos taken with your phone are fine: we resize them before sending, so they upload quickly and stay readable.",
      filesToSend: "Files to send: {used} of {limit}",
      submit: "Submit application",
      processing: "Processing...",
    },
    /** The admission form's image fields (image-picker.tsx); "{count}", "{name}" blanks. */
    picker: {
      chooseImages: "Choose images",
      chooseAnother: "Choose another image",
      chooseOne: "Choose an image",
      dragDrop: "…or drag and drop images onto this area.",
      preparingOne: "Preparing 1 image…",
      preparingMany: "Preparing {count} images…",
      preparingPhoto: "Preparing photo…",
      noneChosen: "No image chosen yet.",
      chosenOne: "1 file chosen.",
      chosenMany: "{count} files chosen.",
      preview: "Preview of {name}",
      remove: "Remove",
      removeLabel: "Remove {name}",
    },
    /** Where to pay the application fee (payment-details.tsx). */
    payment: {
      heading: "Pay the application fee",
      intro:
        "Pay by bank transfer or by scanning the QR code with your banking app, then enter the payment reference below and attach a photo or screenshot of the receipt. Our admissions office can tell you the current fee.",
      bank: "Bank",
      branch: "Branch",
      accountName: "Account name",
      accountNumber: "Account number",
      swift: "SWIFT code",
      /** "{bank}", "{account}" blanks. */
      qrAlt: "QR code with the bank details: {bank}, account {account}",
    },
    /** The application's upload progress (upload-progress.tsx): "{loaded}", "{total}", "{percent}" blanks. */
    upload: {
      sent: "Sent. Waiting for the college's confirmation…",
      uploading: "Uploading {loaded} of {total} ({percent}%)",
    },
    /** The spam check (turnstile-body.tsx, turnstile-widget.ts). */
    turnstile: {
      noScript: `This form's spam check needs JavaScript. Please switch JavaScript on to send it, or call us on ${site.phones[0]}.`,
      retry: "Try the check again",
      unavailable: `The spam check could not be loaded. Please check your connection and try it again below, or call us on ${site.phones[0]}.`,
      failed: `The spam check could not be completed. Please try it again below, or call us on ${site.phones[0]}.`,
      timeout: "The spam check timed out. Please try it again below.",
      expired: "The spam check expired, so it is running again below. Please send the form once it has finished.",
    },
    success: { enquiry: english("enquiry"), visit: english("visit"), admission: english("admission") },
    /** The success dialog's close button (its accessible name) and OK button. */
    close: "Close",
    ok: "OK",
    yourReference: "Your reference:",
    referenceNote: REFERENCE_NOTE,
  },
  ne: {
    messages: nepaliMessages,
    fields: fieldsIn("ne"),
    requiredBefore: "",
    requiredAfter: "चिन्ह लागेका विवरण भर्नु अनिवार्य छ।",
    optional: " (ऐच्छिक)",
    chooseSeveral: " (एक वा बढी छान्नुहोस्)",
    submit: "पठाउनुहोस्",
    submitting: "पठाउँदै...",
    holdOn: "कृपया पर्खनुहोस्, पठाउँदै छौँ...",
    clear: "फारम खाली गर्नुहोस्",
    error: "त्रुटि: {message}",
    network: "कलेजको सर्भरसम्म पुग्न सकिएन। कृपया आफ्नो इन्टरनेट जडान जाँचेर फेरि प्रयास गर्नुहोस्।",
    slow: "सर्भरले जवाफ दिन धेरै समय लगायो। कृपया फेरि प्रयास गर्नुहोस्।",
    unexpected: "सर्भरले अनपेक्षित जवाफ दियो। कृपया फेरि प्रयास गर्नुहोस्।",
    answered: "सर्भरले {status} जवाफ दियो। कृपया फेरि प्रयास गर्नुहोस्।",
    conflict: NEPALI_CONFLICT,
    honeypot: "यो ठाउँ खाली छाड्नुहोस्",
    privacyNote: {
      before: "तपाईँले पठाउनुभएको विवरण हामी तपाईँलाई जवाफ दिन मात्र राख्छौँ: ",
      link: "हामी तपाईँको विवरण कसरी राख्छौँ, हेर्नुहोस्",
      after: "।",
    },
    enquiry: { heading: "हामीलाई सोधपुछ पठाउनुहोस्" },
    visit: {
      heading: "भ्रमण वा फोन कलका लागि अनुरोध गर्नुहोस्",
      dateHint: `आज वा त्यसपछिको मिति (काठमाडौँको समयअनुसार)। भर्ना कार्यालय ${siteNe.admissionsDays} खुला रहन्छ।`,
      bsDate: "विक्रम संवत्: {date}",
    },
    options: {
      "Phone Call": "फोन कल",
      Email: "इमेल",
      WhatsApp: "WhatsApp",
      Viber: "Viber",
      SMS: "SMS",
      Other: "अन्य",
      "Schedule a Campus Visit": "क्याम्पस भ्रमणको समय मिलाउने",
      "Request Online Counselling": "अनलाइन परामर्श माग्ने",
      "Request Phone Callback": "फोन गरिदिन अनुरोध गर्ने",
      "General Information Only": "सामान्य जानकारी मात्र",
      "Google / Website": "Google / वेबसाइट",
      "Facebook / Instagram": "Facebook / Instagram",
      "Friend / Family": "साथी / परिवार",
      "School / College": "विद्यालय / कलेज",
      "Event / Seminar": "शैक्षिक मेला / सेमिनार",
      // The programmes as the Nepali pages name them, programmeNamesNe (the values are the sheet's short forms).
      "BSc (Hons) BCIS": programmeNamesNe["business-computing"],
      "BSc (Hons) Cybersecurity & Networking": programmeNamesNe["bsc-cybersecurity"],
      "Level 4 with Business Management": programmeNamesNe["l4dc-bm"],
      "Level 5 with Business Management": programmeNamesNe["l5dc-bm"],
      "Level 5 with Cyber Security": programmeNamesNe["l5dc-cs"],
      L3IFDHES: "Level 3 International Foundation Diploma (L3IFDHES)",
      "Short Courses in Cyber Security, Artificial Intelligence and Data Science":
        "छोटो कोर्स: साइबर सुरक्षा, आर्टिफिसियल इन्टेलिजेन्स र डेटा साइन्स",
      "Full Stack Development with MERN Stack": programmeNamesNe["full-stack"],
      // Each slot by its own hours, the Nepali way ("बिहान ९:०० – दिउँसो १२:००"), as ../../forms/time-slots.ts shows them in English.
      ...Object.fromEntries(
        TIME_SLOTS.map((slot) => {
          const { from, to } = timeSlotHours[slot];
          return [slot, `${nepaliClockTime(from)} – ${nepaliClockTime(to)}`];
        }),
      ),
    },
    admission: {
      heading: "आवेदन फारम",
      aboutYou: "तपाईँको विवरण",
      documents: "कागजातहरू",
      photosFine: "मोबाइलले खिचेको फोटो भए पुग्छ: हामी पठाउनुअघि तिनको आकार घटाउँछौँ, त्यसैले छिटो अपलोड हुन्छन् र पढ्न पनि सकिन्छ।",
      filesToSend: "पठाउने फाइलहरू: {limit} मध्ये {used}",
      submit: "आवेदन पठाउनुहोस्",
      processing: "तयार पार्दै...",
    },
    picker: {
      chooseImages: "तस्बिरहरू छान्नुहोस्",
      chooseAnother: "अर्को तस्बिर छान्नुहोस्",
      chooseOne: "तस्बिर छान्नुहोस्",
      dragDrop: "…वा तस्बिरहरू तानेर यहीँ छाड्नुहोस्।",
      preparingOne: "१ तस्बिर तयार पार्दै…",
      preparingMany: "{count} वटा तस्बिर तयार पार्दै…",
      preparingPhoto: "फोटो तयार पार्दै…",
      noneChosen: "अहिलेसम्म कुनै तस्बिर छानिएको छैन।",
      chosenOne: "१ फाइल छानियो।",
      chosenMany: "{count} वटा फाइल छानिए।",
      preview: "{name} को झलक",
      remove: "हटाउनुहोस्",
      removeLabel: "{name} हटाउनुहोस्",
    },
    payment: {
      heading: "आवेदन शुल्क तिर्नुहोस्",
      intro:
        "बैङ्क ट्रान्सफरबाट वा आफ्नो बैङ्किङ एपले QR कोड स्क्यान गरेर शुल्क तिर्नुहोस्, अनि तल भुक्तानीको सन्दर्भ नम्बर लेखेर रसिदको फोटो वा स्क्रिनसट जोड्नुहोस्। हालको शुल्क कति हो, हाम्रो भर्ना कार्यालयले बताउन सक्छ।",
      bank: "बैङ्क",
      branch: "शाखा",
      accountName: "खाताको नाम",
      accountNumber: "खाता नम्बर",
      swift: "SWIFT कोड",
      // The bank's name is read out beside the QR code, in its own language (payment-details.tsx).
      qrAlt: "यहाँ दिइएको बैङ्क खाता {account} को विवरणसहितको QR कोड",
    },
    upload: {
      sent: "पठाइयो। कलेजको पुष्टि पर्खँदै…",
      uploading: "{total} मध्ये {loaded} अपलोड हुँदै ({percent}%)",
    },
    turnstile: {
      noScript: `यो फारमको स्पाम जाँचका लागि JavaScript चाहिन्छ। फारम पठाउन कृपया JavaScript सक्रिय गर्नुहोस्, वा हामीलाई ${siteNe.phones[0]} मा फोन गर्नुहोस्।`,
      retry: "जाँच फेरि गर्नुहोस्",
      unavailable: `स्पाम जाँच लोड हुन सकेन। कृपया इन्टरनेट जडान जाँचेर तल फेरि प्रयास गर्नुहोस्, वा हामीलाई ${siteNe.phones[0]} मा फोन गर्नुहोस्।`,
      failed: `स्पाम जाँच पूरा हुन सकेन। कृपया तल फेरि प्रयास गर्नुहोस्, वा हामीलाई ${siteNe.phones[0]} मा फोन गर्नुहोस्।`,
      timeout: "स्पाम जाँचको समय सकियो। कृपया तल फेरि प्रयास गर्नुहोस्।",
      expired: "स्पाम जाँचको म्याद सकियो, त्यसैले तल यो फेरि चल्दै छ। जाँच सकिएपछि फारम पठाउनुहोस्।",
    },
    success: nepaliSuccess,
    close: "बन्द गर्नुहोस्",
    ok: "ठीक छ",
    yourReference: NEPALI_REFERENCE.yourReference,
    referenceNote: NEPALI_REFERENCE.note,
  },
});

/** The forms' words in one language. */
export type FormWords = (typeof forms)["en"];
