/**
 * The forms' validation and file messages in Nepali, the twin of
 * ./messages.ts (requirements §5 and §8). Server-only: the API builds its
 * Nepali schemas from it, and the root loader sends it to Nepali pages as
 * words (app/i18n/words/forms.ts), so no page's script carries it.
 * UNREVIEWED: the college confirms the text before NEPALI_VERSION is on.
 */
import type { FormMessages } from "./messages";

export const review = "unreviewed";

/** The Nepali twin of SUBMISSION_ID_CONFLICT (./constants.ts): the API's 409 and the browser's fallback say it alike. */
export const NEPALI_CONFLICT = "पहिलो पटक पठाएपछि यो फारममा परिवर्तन भयो, त्यसैले यसलाई नयाँ फारमका रूपमा फेरि पठाइँदै छ।";

export const nepaliMessages: FormMessages = {
  tooLong: "{label} {max} अक्षर वा सोभन्दा कम हुनुपर्छ!",
  labels: {
    name: "नाम",
    fullName: "पूरा नाम",
    studentName: "विद्यार्थीको नाम",
    message: "सन्देश",
    fathersName: "बुबाको नाम",
    mothersName: "आमाको नाम",
    presentAddress: "हालको ठेगाना",
    permanentAddress: "स्थायी ठेगाना",
    transactionInfo: "भुक्तानीको विवरण",
  },
  digits: "devanagari",
  enquiry: {
    nameRequired: "नाम लेख्नु आवश्यक छ!",
    emailRequired: "इमेल लेख्नु आवश्यक छ!",
    emailInvalid: "कृपया सही इमेल ठेगाना लेख्नुहोस्!",
    contactRequired: "सम्पर्क नम्बर लेख्नु आवश्यक छ!",
    contactInvalid: "कृपया सही सम्पर्क नम्बर लेख्नुहोस् (७ देखि १५ अङ्क)!",
    messageRequired: "सन्देश लेख्नु आवश्यक छ!",
  },
  visit: {
    fullName: "पूरा नाम लेख्नु आवश्यक छ!",
    email: "सही इमेल ठेगाना आवश्यक छ!",
    phoneNumber: "सही फोन नम्बर आवश्यक छ!",
    contactMethod: "सम्पर्कको कम्तीमा एउटा माध्यम छान्नु आवश्यक छ!",
    interest: "कम्तीमा एउटा रुचिको कार्यक्रम छान्नु आवश्यक छ!",
    connectionMethod: "तपाईं के गर्न चाहनुहुन्छ, छान्नु आवश्यक छ!",
    dateRequired: "मनपर्ने मिति छान्नु आवश्यक छ!",
    dateInvalid: "कृपया सही मिति छान्नुहोस्!",
    timeSlot: "कम्तीमा एउटा समय छान्नु आवश्यक छ!",
    howHeard: "कृपया हाम्रोबारे कसरी थाहा पाउनुभयो, छान्नुहोस्!",
  },
  admission: {
    email: "सही इमेल आवश्यक छ!",
    studentName: "विद्यार्थीको नाम लेख्नु आवश्यक छ!",
    contactNumber: "सही सम्पर्क नम्बर आवश्यक छ!",
    fathersName: "बुबाको नाम लेख्नु आवश्यक छ!",
    mothersName: "आमाको नाम लेख्नु आवश्यक छ!",
    presentAddress: "हालको ठेगाना लेख्नु आवश्यक छ!",
    permanentAddress: "स्थायी ठेगाना लेख्नु आवश्यक छ!",
    guardianContactNumber: "अभिभावकको सही सम्पर्क नम्बर आवश्यक छ!",
    academicPapers: "शैक्षिक कागजातको कम्तीमा १ फाइल आवश्यक छ!",
    studentPhoto: "विद्यार्थीको फोटो फाइल आवश्यक छ!",
    transactionInfo: "भुक्तानीको विवरण लेख्नु आवश्यक छ!",
    transactionDocument: "भुक्तानीको कागजात फाइल आवश्यक छ!",
    consent: "कलेजले तपाईंको आवेदन राख्ने तरिकामा सहमत हुन कृपया बाकसमा चिनो लगाउनुहोस्!",
  },
  files: {
    fileTooLarge: "हरेक फाइल ५ MB भन्दा सानो हुनुपर्छ!",
    maxFiles: "बढीमा ५ वटा फाइल मात्र राख्न मिल्छ!",
    totalTooLarge: "फाइलहरूको जम्मा आकार ५ MB को सीमाभन्दा बढी भयो",
    readFile: "फाइल पढ्न सकिएन: {filename}",
    readStudentPhoto: "विद्यार्थीको फोटो पढ्न सकिएन",
    readTransactionDocument: "भुक्तानीको कागजात पढ्न सकिएन",
    chooseOne: "कृपया एउटा मात्र तस्बिर छान्नुहोस्।",
  },
};
