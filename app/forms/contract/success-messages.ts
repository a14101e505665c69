import type { FormName } from "./schemas";

/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

/**
 * What each form's success modal says, with a Nepali translation beneath
 * (requirements §8 gives the enquiry text; the others follow its tone). Shown only
 * once the college has the submission: kept in the outbox, or
 * confirmed by its spreadsheet.
 */
export interface SuccessMessage {
  title: string;
  english: string;
  nepali: string;
  /** Said with the reference: the college has the submission (it is kept, or already in the sheet). */
  received: string;
}

export const successMessages = {
  enquiry: {
    title: "Enquiry sent",
    english: "Thank you! Our college office will contact you soon.",
    nepali: "धन्यवाद। हाम्रो कलेज कार्यालयले तपाईँसँग चाँडै सम्पर्क गर्नेछ।",
    received: "The college has received your enquiry.",
  },
  visit: {
    title: "Visit request sent",
    english:
      "Thank you! Your visit request has reached our admissions office. We will contact you soon to confirm the date and time.",
    nepali: "धन्यवाद। तपाईँको भ्रमण अनुरोध हाम्रो भर्ना कार्यालयमा पुगेको छ। मिति र समय पक्का गर्न हामी तपाईँसँग चाँडै सम्पर्क गर्नेछौँ।",
    received: "The college has received your visit request.",
  },
  admission: {
    title: "Application received",
    english:
      "Thank you! Your application and documents have reached our admissions office. We review applications within 5 to 7 business days and will contact you with the outcome.",
    nepali:
      "धन्यवाद। तपाईँको आवेदन र कागजातहरू हाम्रो भर्ना कार्यालयमा पुगेका छन्। हामी ५ देखि ७ कार्यदिनभित्र आवेदन हेरेर निर्णयबारे तपाईँसँग सम्पर्क गर्नेछौँ।",
    received: "The college has received your application and documents.",
  },
} satisfies Record<FormName, SuccessMessage>;
