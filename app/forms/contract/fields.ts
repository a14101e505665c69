/**
 * Every field of the three forms, each written once: what kind of value it
 * takes, its limits, how browsers may fill it in, the sheet column it
 * lands in, whether it says who sent the form, and its words in English and
 * Nepali (the messages are requirements §5's, verbatim, and their Nepali
 * twins; the Nepali is UNREVIEWED until the college confirms it). The zod
 * schemas (./schemas.ts), the forms' controls, the office's pages, the
 * outbox's applicant summary and the generated part of apps-script/Code.gs
 * are all built from this record, so a field is added, renamed or removed
 * here (and `npm run apps-script` run). No zod here: the Worker, the
 * browser's types and the Code.gs generator all import it; the browser gets
 * its page's language of it as words (fieldsIn), not as script.
 */
import type { Locale } from "../../i18n/locale";
import {
  CONNECTION_METHODS,
  CONTACT_METHODS,
  type FORM_NAMES,
  HOW_HEARD,
  INTERESTS,
  MAX_ACADEMIC_PAPERS,
  MAX_LENGTH,
  TIME_SLOTS,
} from "./constants";

/** The Nepali words below are the college's to confirm (scripts/preflight-nepali.ts). */
export const review = "unreviewed";

export type FormName = (typeof FORM_NAMES)[number];

/**
 * text, email, tel, date: one typed value; choices: ticks from `options`
 * (a list); choice: one of `options`; files: a list of images; file: one
 * image; consent: the box that must be ticked.
 */
export type FieldKind = "text" | "email" | "tel" | "date" | "choices" | "choice" | "files" | "file" | "consent";

/** A field's words in one language. */
export interface FieldWords {
  /** Its label (a group's legend). */
  label: string;
  /** What the length message calls it ("Full Name must be…"), where that is not its label. */
  named?: string;
  hint?: string;
  /** The message when it is left blank, and (without `invalid`) when it is wrong in any way. */
  required: string;
  /** The message when it is filled in wrongly. */
  invalid?: string;
}

export interface FieldSpec {
  kind: FieldKind;
  /** The header of its column in the college's sheet, which the office's pages label it with too. */
  column: string;
  /** Longest text, or most files. */
  max?: number;
  options?: readonly string[];
  /** The browser's autofill token. */
  autoComplete?: string;
  /** A phone number's fewest digits (at most 15), and whether spaces may separate them. */
  minDigits?: 7 | 10;
  spaces?: boolean;
  optional?: boolean;
  /** A text field of this many lines. */
  rows?: number;
  /** Which of the applicant's details it holds, for the office's lists and the e-mails. */
  applicant?: "name" | "email" | "phone";
  en: FieldWords;
  ne: FieldWords;
}

const tenDigits = {
  en: "10 to 15 digits, with + and country code if outside Nepal.",
  ne: "१० देखि १५ अङ्क; नेपालबाहिर हुनुहुन्छ भने + र देशको कोडसहित।",
};

export const FIELDS = {
  enquiry: {
    name: {
      kind: "text",
      column: "Name",
      max: MAX_LENGTH.name,
      autoComplete: "name",
      applicant: "name",
      en: { label: "Name", required: "Name is required!" },
      ne: { label: "नाम", required: "कृपया नाम लेख्नुहोस्।" },
    },
    email: {
      kind: "email",
      column: "Email",
      autoComplete: "email",
      applicant: "email",
      en: { label: "Email", required: "Email is required!", invalid: "Please enter a valid email address!" },
      ne: { label: "इमेल", required: "कृपया इमेल लेख्नुहोस्।", invalid: "कृपया सही इमेल ठेगाना लेख्नुहोस्।" },
    },
    contactNo: {
      kind: "tel",
      column: "Contact no",
      autoComplete: "tel",
      minDigits: 7,
      // Spaces between digits reach the college as typed.
      spaces: true,
      applicant: "phone",
      en: {
        label: "Contact number",
        hint: "7 to 15 digits, with + and country code if outside Nepal.",
        required: "Contact number is required!",
        invalid: "Please enter a valid contact number (7-15 digits)!",
      },
      ne: {
        label: "सम्पर्क नम्बर",
        hint: "७ देखि १५ अङ्क; नेपालबाहिर हुनुहुन्छ भने + र देशको कोडसहित।",
        required: "कृपया सम्पर्क नम्बर लेख्नुहोस्।",
        invalid: "कृपया सही सम्पर्क नम्बर लेख्नुहोस् (७ देखि १५ अङ्क)।",
      },
    },
    message: {
      kind: "text",
      column: "Message",
      max: MAX_LENGTH.message,
      rows: 4,
      en: { label: "Message", required: "Message is required!" },
      ne: { label: "सन्देश", required: "कृपया सन्देश लेख्नुहोस्।" },
    },
  },
  visit: {
    fullName: {
      kind: "text",
      column: "Full name",
      max: MAX_LENGTH.name,
      autoComplete: "name",
      applicant: "name",
      en: { label: "Full name", named: "Full Name", required: "Full Name is required!" },
      ne: { label: "पूरा नाम", required: "कृपया पूरा नाम लेख्नुहोस्।" },
    },
    email: {
      kind: "email",
      column: "Email",
      autoComplete: "email",
      applicant: "email",
      en: { label: "Email address", required: "Valid Email Address is required!" },
      ne: { label: "इमेल ठेगाना", required: "कृपया सही इमेल ठेगाना लेख्नुहोस्।" },
    },
    phoneNumber: {
      kind: "tel",
      column: "Phone number",
      autoComplete: "tel",
      minDigits: 10,
      applicant: "phone",
      en: { label: "Phone number", hint: tenDigits.en, required: "Valid Phone Number is required!" },
      ne: { label: "फोन नम्बर", hint: tenDigits.ne, required: "कृपया सही फोन नम्बर लेख्नुहोस्।" },
    },
    preferredContactMethod: {
      kind: "choices",
      column: "Preferred contact method",
      options: CONTACT_METHODS,
      en: { label: "How should we contact you?", required: "At least one contact method is required!" },
      ne: { label: "हामी तपाईँसँग कसरी सम्पर्क गरौँ?", required: "कृपया सम्पर्कको कम्तीमा एउटा माध्यम छान्नुहोस्।" },
    },
    interests: {
      kind: "choices",
      column: "Interests",
      options: INTERESTS,
      en: { label: "Which programmes interest you?", required: "At least one interest is required!" },
      ne: { label: "तपाईँलाई कुन कार्यक्रममा रुचि छ?", required: "कृपया कम्तीमा एउटा रुचिको कार्यक्रम छान्नुहोस्।" },
    },
    connectionMethod: {
      kind: "choice",
      column: "Connection method",
      options: CONNECTION_METHODS,
      en: { label: "What would you like to do?", required: "Connection method is required!" },
      ne: { label: "तपाईँ के गर्न चाहनुहुन्छ?", required: "कृपया तपाईँ के गर्न चाहनुहुन्छ, छान्नुहोस्।" },
    },
    preferredDate: {
      kind: "date",
      column: "Preferred date",
      en: {
        label: "Preferred date",
        required: "Preferred date is required!",
        invalid: "Please choose a valid date!",
      },
      ne: { label: "मनपर्ने मिति", required: "कृपया मनपर्ने मिति छान्नुहोस्।", invalid: "कृपया सही मिति छान्नुहोस्।" },
    },
    preferredTimeSlot: {
      kind: "choices",
      column: "Preferred time slot",
      options: TIME_SLOTS,
      // §5 leaves this message garbled; see docs/decisions/001-time-slot-message.md.
      en: { label: "Preferred time", required: "At least one time slot is required!" },
      ne: { label: "मनपर्ने समय", required: "कृपया कम्तीमा एउटा समय छान्नुहोस्।" },
    },
    message: {
      kind: "text",
      column: "Message",
      max: MAX_LENGTH.message,
      rows: 4,
      // Kept as "" when absent, so every row has the column.
      optional: true,
      en: { label: "Anything else we should know?", named: "Message", required: "" },
      ne: { label: "हामीले थाहा पाउनुपर्ने अरू केही छ?", named: "सन्देश", required: "" },
    },
    howHeard: {
      kind: "choices",
      column: "How heard",
      options: HOW_HEARD,
      en: { label: "How did you hear about us?", required: "Please select how you heard about us!" },
      ne: { label: "तपाईँले हाम्रोबारे कसरी थाहा पाउनुभयो?", required: "कृपया हाम्रोबारे कसरी थाहा पाउनुभयो, छान्नुहोस्।" },
    },
  },
  admission: {
    email: {
      kind: "email",
      column: "Email",
      autoComplete: "email",
      applicant: "email",
      en: { label: "Email", required: "Valid email is required!" },
      ne: { label: "इमेल", required: "कृपया सही इमेल लेख्नुहोस्।" },
    },
    studentName: {
      kind: "text",
      column: "Student name",
      max: MAX_LENGTH.name,
      autoComplete: "name",
      applicant: "name",
      en: { label: "Student name", named: "Student Name", required: "Student Name is required!" },
      ne: { label: "विद्यार्थीको नाम", required: "कृपया विद्यार्थीको नाम लेख्नुहोस्।" },
    },
    contactNumber: {
      kind: "tel",
      column: "Contact number",
      autoComplete: "tel",
      minDigits: 10,
      applicant: "phone",
      en: { label: "Contact number", hint: tenDigits.en, required: "Valid contact number is required!" },
      ne: { label: "सम्पर्क नम्बर", hint: tenDigits.ne, required: "कृपया सही सम्पर्क नम्बर लेख्नुहोस्।" },
    },
    fathersName: {
      kind: "text",
      column: "Fathers name",
      max: MAX_LENGTH.name,
      en: { label: "Father's name", named: "Father's Name", required: "Father's Name is required!" },
      ne: { label: "बुबाको नाम", required: "कृपया बुबाको नाम लेख्नुहोस्।" },
    },
    mothersName: {
      kind: "text",
      column: "Mothers name",
      max: MAX_LENGTH.name,
      en: { label: "Mother's name", named: "Mother's Name", required: "Mother's Name is required!" },
      ne: { label: "आमाको नाम", required: "कृपया आमाको नाम लेख्नुहोस्।" },
    },
    presentAddress: {
      kind: "text",
      column: "Present address",
      max: MAX_LENGTH.address,
      rows: 2,
      autoComplete: "street-address",
      en: { label: "Present address", named: "Present Address", required: "Present Address is required!" },
      ne: { label: "हालको ठेगाना", required: "कृपया हालको ठेगाना लेख्नुहोस्।" },
    },
    permanentAddress: {
      kind: "text",
      column: "Permanent address",
      max: MAX_LENGTH.address,
      rows: 2,
      en: { label: "Permanent address", named: "Permanent Address", required: "Permanent Address is required!" },
      ne: { label: "स्थायी ठेगाना", required: "कृपया स्थायी ठेगाना लेख्नुहोस्।" },
    },
    guardianContactNumber: {
      kind: "tel",
      column: "Guardian contact number",
      minDigits: 10,
      en: {
        label: "Guardian's contact number",
        hint: tenDigits.en,
        required: "Valid guardian contact number is required!",
      },
      ne: { label: "अभिभावकको सम्पर्क नम्बर", hint: tenDigits.ne, required: "कृपया अभिभावकको सही सम्पर्क नम्बर लेख्नुहोस्।" },
    },
    academicPapers: {
      kind: "files",
      column: "Academic papers",
      max: MAX_ACADEMIC_PAPERS,
      en: {
        label: "Academic papers",
        hint: "Mark sheets, transcripts or certificates: 1 to 5 images.",
        required: "At least 1 academic paper file is required!",
      },
      ne: {
        label: "शैक्षिक कागजातहरू",
        hint: "मार्कसिट, ट्रान्सक्रिप्ट वा प्रमाणपत्र: १ देखि ५ वटा तस्बिर।",
        required: "कृपया शैक्षिक कागजातको कम्तीमा एउटा फाइल राख्नुहोस्।",
      },
    },
    studentPhoto: {
      kind: "file",
      column: "Student photo",
      en: {
        label: "Student photo",
        hint: "A recent passport-style photo.",
        required: "Student Photo file is required!",
      },
      ne: {
        label: "विद्यार्थीको फोटो",
        hint: "हालै खिचिएको पासपोर्ट साइजको फोटो।",
        required: "कृपया विद्यार्थीको फोटो राख्नुहोस्।",
      },
    },
    transactionInfo: {
      kind: "text",
      column: "Transaction info",
      max: MAX_LENGTH.transactionInfo,
      en: {
        label: "Transaction information",
        named: "Transaction Information",
        hint: "The reference or transaction ID from your bank or wallet, and the amount paid.",
        required: "Transaction Information is required!",
      },
      ne: {
        label: "भुक्तानीको विवरण",
        hint: "बैङ्क वा वालेटले दिएको सन्दर्भ वा कारोबार नम्बर, र तिरेको रकम।",
        required: "कृपया भुक्तानीको विवरण लेख्नुहोस्।",
      },
    },
    transactionDocument: {
      kind: "file",
      column: "Transaction document",
      en: {
        label: "Transaction document",
        hint: "A photo or screenshot of the payment receipt.",
        required: "Transaction Document file is required!",
      },
      ne: {
        label: "भुक्तानीको कागजात",
        hint: "भुक्तानी रसिदको फोटो वा स्क्रिनसट।",
        required: "कृपया भुक्तानीको कागजात राख्नुहोस्।",
      },
    },
    // A ticked box posts CONSENT_GIVEN, which the sheet keeps beside the time the application was sent.
    consent: {
      kind: "consent",
      column: "Consent",
      en: {
        label:
          "I agree that the college keeps the details and documents in this form to process my application, as the privacy notice describes.",
        required: "Please tick the box to agree to how the college keeps your application!",
      },
      ne: {
        label: "गोपनीयता सूचनामा लेखिएझैँ, मेरो आवेदनको प्रक्रिया अघि बढाउन यो फारमका विवरण र कागजात कलेजले राख्नेमा म सहमत छु।",
        required: "कलेजले तपाईँको आवेदन राख्ने तरिकामा सहमत भए कृपया बाकसमा चिनो लगाउनुहोस्।",
      },
    },
  },
} as const satisfies Record<FormName, Record<string, FieldSpec>>;

/** A form's field names, the union the forms, their errors and the schemas are keyed by. */
export type FieldName<F extends FormName> = keyof (typeof FIELDS)[F] & string;
/** A form's fields of the given kinds, e.g. the admission form's pictures: `FieldOfKind<"admission", "file" | "files">`. */
export type FieldOfKind<F extends FormName, K extends FieldKind> = {
  [N in FieldName<F>]: (typeof FIELDS)[F][N] extends { kind: K } ? N : never;
}[FieldName<F>];

/** A field as a page in one language sees it: its rules and that language's words. */
export type LocalField<N extends string = string> = Omit<FieldSpec, "en" | "ne" | "column" | "applicant"> &
  FieldWords & { name: N };
export type LocalForm<F extends FormName> = { [N in FieldName<F>]: LocalField<N> };
export type LocalFields = { [F in FormName]: LocalForm<F> };

/** Whether any of the form's fields takes files. */
export function takesFiles(form: FormName): boolean {
  return Object.values(FIELDS[form]).some((spec: FieldSpec) => spec.kind === "file" || spec.kind === "files");
}

/** Every form's fields with `locale`'s words: what the root loader sends a page and the API checks with. */
export function fieldsIn(locale: Locale): LocalFields {
  const local = (form: FormName) =>
    Object.fromEntries(
      Object.entries(FIELDS[form] as Record<string, FieldSpec>).map(([name, spec]) => {
        const { en, ne, column: _column, applicant: _applicant, ...rules } = spec;
        return [name, { name, ...rules, ...(locale === "ne" ? ne : en) }];
      }),
    );
  return { enquiry: local("enquiry"), visit: local("visit"), admission: local("admission") } as LocalFields;
}

/** The fields of `form` whose value is a list (a native post repeats their name). */
export function listFields(form: FormName): string[] {
  return Object.entries(FIELDS[form] as Record<string, FieldSpec>)
    .filter(([, spec]) => spec.kind === "choices" || spec.kind === "files")
    .map(([name]) => name);
}

/** The field of `form` holding the applicant's name, e-mail or phone. */
export function applicantField(form: FormName, detail: "name" | "email" | "phone"): string {
  const found = Object.entries(FIELDS[form] as Record<string, FieldSpec>).find(([, spec]) => spec.applicant === detail);
  if (!found) throw new Error(`${form} has no ${detail} field`);
  return found[0];
}

/** A field's sheet column (the office's label for it too); undefined for a name the form has no field for. */
export function columnOf(form: FormName, field: string): string | undefined {
  return (FIELDS[form] as Record<string, FieldSpec | undefined>)[field]?.column;
}
