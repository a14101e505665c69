/**
 * The forms' validation and file messages as data, one record per language:
 * the schemas (./schemas.ts) are built from such a record, so the browser
 * and the API say the same words in the page's language. This is the
 * English record, requirements §5's and §8's messages verbatim; its Nepali
 * twin is ./messages.ne.ts, which only the server imports (the browser gets
 * it as the root loader's words, app/i18n/words/forms.ts).
 */
export interface FormMessages {
  /** "{label} must be {max} characters or fewer!" */
  tooLong: string;
  /** The names the length message gives the text fields. */
  labels: {
    name: string;
    fullName: string;
    studentName: string;
    message: string;
    fathersName: string;
    mothersName: string;
    presentAddress: string;
    permanentAddress: string;
    transactionInfo: string;
  };
  /** Whether numbers in the messages are written in Latin or Devanagari digits. */
  digits: "latin" | "devanagari";
  enquiry: {
    nameRequired: string;
    emailRequired: string;
    emailInvalid: string;
    contactRequired: string;
    contactInvalid: string;
    messageRequired: string;
  };
  visit: {
    fullName: string;
    email: string;
    phoneNumber: string;
    contactMethod: string;
    interest: string;
    connectionMethod: string;
    dateRequired: string;
    dateInvalid: string;
    /** §5 leaves this message garbled; see docs/decisions/001-time-slot-message.md. */
    timeSlot: string;
    howHeard: string;
  };
  admission: {
    email: string;
    studentName: string;
    contactNumber: string;
    fathersName: string;
    mothersName: string;
    presentAddress: string;
    permanentAddress: string;
    guardianContactNumber: string;
    academicPapers: string;
    studentPhoto: string;
    transactionInfo: string;
    transactionDocument: string;
    /** The consent box left unticked. */
    consent: string;
  };
  /** requirements §8 file messages; `readFile` has "{filename}". */
  files: {
    fileTooLarge: string;
    maxFiles: string;
    totalTooLarge: string;
    readFile: string;
    readStudentPhoto: string;
    readTransactionDocument: string;
    chooseOne: string;
  };
}

export const englishMessages: FormMessages = {
  tooLong: "{label} must be {max} characters or fewer!",
  labels: {
    name: "Name",
    fullName: "Full Name",
    studentName: "Student Name",
    message: "Message",
    fathersName: "Father's Name",
    mothersName: "Mother's Name",
    presentAddress: "Present Address",
    permanentAddress: "Permanent Address",
    transactionInfo: "Transaction Information",
  },
  digits: "latin",
  enquiry: {
    nameRequired: "Name is required!",
    emailRequired: "Email is required!",
    emailInvalid: "Please enter a valid email address!",
    contactRequired: "Contact number is required!",
    contactInvalid: "Please enter a valid contact number (7-15 digits)!",
    messageRequired: "Message is required!",
  },
  visit: {
    fullName: "Full Name is required!",
    email: "Valid Email Address is required!",
    phoneNumber: "Valid Phone Number is required!",
    contactMethod: "At least one contact method is required!",
    interest: "At least one interest is required!",
    connectionMethod: "Connection method is required!",
    dateRequired: "Preferred date is required!",
    dateInvalid: "Please choose a valid date!",
    timeSlot: "At least one time slot is required!",
    howHeard: "Please select how you heard about us!",
  },
  admission: {
    email: "Valid email is required!",
    studentName: "Student Name is required!",
    contactNumber: "Valid contact number is required!",
    fathersName: "Father's Name is required!",
    mothersName: "Mother's Name is required!",
    presentAddress: "Present Address is required!",
    permanentAddress: "Permanent Address is required!",
    guardianContactNumber: "Valid guardian contact number is required!",
    academicPapers: "At least 1 academic paper file is required!",
    studentPhoto: "Student Photo file is required!",
    transactionInfo: "Transaction Information is required!",
    transactionDocument: "Transaction Document file is required!",
    consent: "Please tick the box to agree to how the college keeps your application!",
  },
  files: {
    fileTooLarge: "Each file must be under 5MB!",
    maxFiles: "Maximum 5 files allowed!",
    totalTooLarge: "Total file size exceeds 5MB limit",
    readFile: "Failed to read file: {filename}",
    readStudentPhoto: "Failed to read student photo",
    readTransactionDocument: "Failed to read transaction document",
    chooseOne: "Please choose one image.",
  },
};

/** "{label} must be…" with its blanks filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export { digitsIn, latinDigits, numberIn } from "./digits";
