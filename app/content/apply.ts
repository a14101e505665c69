/**
 * The /apply page's own copy beside the admission form (the form's words
 * are app/i18n/words/forms.ts). Its Nepali twin is ./apply.ne.ts: the
 * page's loader sends one of them, so neither is in the browser's code.
 */
export interface ApplyContent {
  heading: string;
  steps: readonly string[];
  /** "<call> <phone> <write> <e-mail><end>". */
  questions: { call: string; write: string; end: string };
}

export const applyContent: ApplyContent = {
  heading: "How to apply",
  steps: [
    "Fill in your details and your parents' or guardian's.",
    "Photograph your mark sheets or certificates and your passport-style photo.",
    "Pay the application fee to the bank account below and keep the receipt.",
    "Send the application: we confirm by e-mail or phone within 5 to 7 business days.",
  ],
  questions: { call: "Questions before you apply? Call", write: "or write to", end: "." },
};
