import type { ToConfirm } from "./confirm";
import { site } from "./site";
import { DEFAULT_RETENTION_DAYS, DRAFT_LIFETIME_DAYS } from "../forms/contract/constants";

/**
 * The privacy notice (/privacy; requirements §2.5, §11): what the three
 * forms take, where each piece is kept, for how long, who sees it and whom
 * to ask. Drafted from what the code does: the forms' fields
 * (app/forms/contract/schemas.ts), the outbox's retention
 * (DEFAULT_RETENTION_DAYS, the sweep in worker/outbox), the browser storage
 * (app/forms/use-draft.ts, submission-id.ts, the home popup, the language
 * cookie), the spreadsheet script (apps-script/Code.gs) and what outlives a
 * deletion for a while (the database's history, the sheet's version
 * history, Google's bin, the erasure's fingerprint). What only the
 * college can decide (how long its sheet, Drive folder and Sent mail keep
 * things; who answers privacy requests, and how fast) carries `confirm`, so
 * `npm run preflight` lists it under "To confirm with the college".
 */
export interface PrivacySection extends ToConfirm {
  /** The section's anchor, the same in both languages. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface PrivacyContent {
  intro: string;
  /** "Last updated: {date}", the date being PRIVACY_UPDATED_ON as the page's language writes a date. */
  updated: string;
  sections: readonly PrivacySection[];
}

/**
 * How long Cloudflare D1 keeps the database's history (Time Travel) on the
 * Workers Paid plan, which the site needs (docs/operations.md, "Plans and
 * cost"): a row deleted today can be restored, and so seen again, for this long.
 */
export const DATABASE_HISTORY_DAYS = 30;
/**
 * The day the notice last changed, in Kathmandu: the college changes it
 * whenever it changes the notice, and each language prints it its own way
 * (in Nepali, Bikram Sambat first).
 */
export const PRIVACY_UPDATED_ON = "2026-11-29";
/** How long Google Drive and Gmail keep what was deleted by hand in their bin before deleting it for good. */
export const GOOGLE_BIN_DAYS = 30;

const [office] = site.emails;
const [phone] = site.phones;

export const privacyContent: PrivacyContent = {
  intro: `${site.name} asks for your details only to answer your enquiry, arrange your visit or process your application. This page explains, in plain words, what we keep, where, for how long, who can see it, and how to ask us about it.`,
  updated: "Last updated: {date}",
  sections: [
    {
      id: "what-we-collect",
      title: "What we ask for",
      paragraphs: ["Each form asks only for what we need to reply to you:"],
      bullets: [
        "Enquiry form: your name, e-mail address, contact number and your message.",
        "Visit or call request: your full name, e-mail address and phone number, how you would like us to contact you, the programmes you are interested in, whether you want to visit or talk by phone, the date and times that suit you, an optional message, and how you heard about us.",
        "Online admission form: the student's name, e-mail address and contact number, a parent's or guardian's contact number, the father's and mother's names, the present and permanent addresses, photos or scans of academic papers (up to five), the student's photo, the payment reference you give, and a photo of the payment receipt.",
        "With every form: the date and time it was sent, the language of the page, and a reference number we give it.",
      ],
    },
    {
      id: "why",
      title: "Why we ask, and your consent",
      paragraphs: [
        "We use your details only to answer you, to arrange what you asked for, and, for an application, to decide on the admission and to check the fee payment. We do not sell them, and we do not use them for advertising.",
        "Nepal's Individual Privacy Act, 2075 (2018) expects that personal information is collected with a person's consent and kept safe. The admission form therefore asks you to agree, with a tick box, that the college keeps the details and documents in the form to process the application, as this notice describes.",
      ],
    },
    {
      id: "where",
      title: "Where your details are kept",
      paragraphs: [
        "When you press the send button, your form goes first to the service that runs this website, Cloudflare. It is kept there, in the college's own database and file storage, until it has reached the college safely.",
        "It then goes to the college's Google account: each form becomes one row in the college's Google sheet, the admission documents are saved in the college's Google Drive folder, and a confirmation e-mail is sent to the address you gave, from the college's Google account (a copy stays in that account's Sent mail).",
        "To check that a form is sent by a person and not a program, the forms use Cloudflare Turnstile. Like any website, Cloudflare sees your internet (IP) address when you use the site; it is used to stop abuse and is not kept with your form.",
      ],
    },
    {
      id: "how-long",
      title: "How long we keep it",
      paragraphs: [
        `On Cloudflare: a form and its documents are deleted automatically ${DEFAULT_RETENTION_DAYS} days after they have reached the college. A form that could not be delivered stays until the office sends it again, and is then deleted in the same way. The website's database also keeps its own history for ${DATABASE_HISTORY_DAYS} days, so that it can be put back as it was after a fault; a deleted form remains in that history, where nobody sees it, until those ${DATABASE_HISTORY_DAYS} days have passed.`,
        "In the college's Google sheet, Drive folder and Sent mail: enquiries and visit requests are deleted 12 months after we last replied; applications that do not lead to a place are deleted 12 months after the decision; for students who join the college, the application becomes part of the student's record and is kept as long as that record.",
        `Google keeps two more copies for a while: the sheet's version history holds its earlier states, deleted rows included, until the college clears it, as the last section says, and files and e-mails deleted by hand wait in Google's bin for ${GOOGLE_BIN_DAYS} days unless the office empties it.`,
      ],
      confirm:
        "the retention rule for the Google sheet, the Drive folder and the Sent mail (12 months after the last reply or the decision; enrolled students' applications kept with their student record), and who in the office deletes them",
    },
    {
      id: "who-can-see",
      title: "Who can see it",
      paragraphs: [
        "Only the college's office staff who sign in to the office's page, and the staff the college has given access to its Google sheet and Drive folder. Cloudflare and Google store the information for the college, as its service providers; they do not use it for their own purposes.",
      ],
    },
    {
      id: "your-browser",
      title: "What this website keeps in your browser",
      paragraphs: ["We use no advertising or tracking cookies. The site keeps only these small things on your device:"],
      bullets: [
        `While you fill in a form, what you have typed (never your files) is kept in your browser for ${DRAFT_LIFETIME_DAYS} days after your last change, so a reload or a lost connection costs you nothing. It is removed when the form is sent or when you press "Clear form". On a shared computer, press "Clear form" when you leave.`,
        "A reference number for each form you have started, kept in your browser until the form has been sent.",
        "A note that you have seen the home page's welcome message, until you close the tab.",
        "If you choose English or Nepali with the language switch, a cookie remembers your choice for a year.",
        'The map loads from its provider only when you press "Show map".',
      ],
    },
    {
      id: "your-rights",
      title: "Asking for a copy, a correction or deletion",
      paragraphs: [
        `You may ask for a copy of the details we hold about you, ask us to correct them, or ask us to delete them. Please write to ${office} or call ${phone}, saying which form you sent, roughly when, and the e-mail address you used. We will reply within 30 days.`,
        "When we delete your details, the office erases your form from the website. The website asks the college's Google sheet to delete every row that carries your form's reference, in every tab, and to delete your documents from Google Drive for good (not to the bin), and it checks the answer: it reports your form erased only when the sheet has found what the website knows it sent, and otherwise the office finds and deletes the rest by hand. Then the website deletes its own copy, and the office deletes the e-mails about your form from the college's mailbox and from its bin.",
        `Two traces remain for a while. The sheet's version history still holds the deleted row until the college replaces the sheet with a fresh copy that has no history, which it does within 30 days of your request. The website's database history still holds your form for up to ${DATABASE_HISTORY_DAYS} days; if the database is put back to an earlier day in that time, your form is erased again as part of it.`,
        "So that it can be erased again, and refused if your browser ever sends it again, we keep a coded fingerprint of your form's reference number: it cannot be turned back into the number, and holds nothing else about you. We also keep a note that a deletion was made, by whom and when.",
        "Once your form is erased, we write to you at the e-mail address or phone number in your form to confirm that your details have been deleted.",
        "If you ask us to delete an application before a decision is made, we can no longer process it.",
      ],
      confirm: `who answers privacy requests (the address given is ${office}), that the college can reply within 30 days, and that within those 30 days the office clears the Google sheet's version history after an erasure (docs/office-guide.md, "Clearing the sheet's version history")`,
    },
  ],
};
