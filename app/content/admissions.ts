import type { ToConfirm } from "./confirm";
import { degreeEntryStatement, diplomaEntryStatements } from "./entry-requirements";
import { intakeMonthsText } from "./intakes";
import { linkOnlyLinks } from "./redirects";
import { tierPercentages } from "./scholarship";
import { fullAddress, hoursText, site } from "./site";
import { staff, type StaffMember } from "./staff";

/**
 * The Office of Admissions page (requirements §2.5, §9). Contact details and office
 * hours come from site.ts; the counsellor is the roster's Admission
 * Counsellor (sample data, see staff.ts), so the two pages never disagree.
 */
export const counsellor: StaffMember & { about: string } = {
  ...(staff.find((m) => m.role === "Admission Counsellor") ?? {
    name: "Admission Counsellor",
    role: "Admission Counsellor",
    sample: false,
  }),
  about:
    "Our admission counsellor helps you choose the right programme for your results and ambitions, explains entry requirements and scholarships, and guides you through every step of your application — in person, by phone or by e-mail.",
};

export const reasons: ({ title: string; text: string } & ToConfirm)[] = [
  {
    title: "British qualifications in Kathmandu",
    text: `Degrees awarded by ${site.partners.university.name} and diplomas awarded by ${site.partners.awardingBody.name}, taught at our ${site.address.area} campus.`,
  },
  {
    title: "Scholarships of up to 100%",
    text: `Merit scholarships at ${tierPercentages} of tuition, awarded through our scholarship exam at every intake.`,
  },
  {
    title: "Five intakes a year",
    text: `Start in ${intakeMonthsText("or")}, so you never wait long to begin.`,
  },
  {
    title: "An assured internship",
    confirm: "that internships are arranged through the college's industry partners",
    claims: ["arranged through our industry partners"],
    text: "Put your skills to work with an internship arranged through our industry partners.",
  },
  {
    title: "Teaching that is hands-on",
    text: "Weekly lab sessions and real projects, led by lecturers with industry experience.",
  },
  {
    title: "A pathway abroad",
    text: "Credit transfer lets you continue to universities in the UK, USA, Australia, Canada, Europe and Dubai.",
  },
];

/** Exactly the five link targets requirements §2.1 lists for this page (they redirect to the programme pages). */
export const admissionsProgrammes: { label: string; href: string }[] = linkOnlyLinks("admissions");

export const applySteps: { title: string; text: string }[] = [
  {
    title: "Choose your programme",
    text: "Browse our degrees, diplomas and short courses, or talk to our counsellor about which suits you.",
  },
  {
    title: "Prepare your documents",
    text: "Have clear photos of your academic transcripts and certificates (up to five) and a recent passport-size photo ready.",
  },
  {
    title: "Pay the application fee",
    text: "Pay by bank transfer or by scanning our QR code, and keep the receipt or transaction reference.",
  },
  {
    title: "Apply online",
    text: "Fill in the online admission form, upload your documents and payment receipt, and submit.",
  },
  {
    title: "Hear from us",
    text: "We review your application in 5 to 7 business days and contact you by e-mail or phone with our decision and next steps.",
  },
];

export const admissionsFaqs: { question: string; answer: string }[] = [
  {
    question: "What are the entry requirements?",
    answer: [
      "It depends on the level you start at.",
      ...diplomaEntryStatements,
      degreeEntryStatement,
      "Our counsellor will check your results with you.",
    ].join(" "),
  },
  {
    question: "How long does it take to review my application?",
    answer:
      "Application review takes 5 to 7 business days. We contact you by e-mail or phone as soon as a decision is made.",
  },
  {
    question: "Do I need IELTS?",
    answer:
      "Some programmes ask for English at IELTS 5.5 or equivalent. If you do not have a test score yet, talk to us: we will explain the options for your programme.",
  },
  {
    question: "Can I get a scholarship?",
    answer: `Yes. Scholarships of ${tierPercentages} of tuition are awarded through our scholarship exam, which is open throughout the year and aligned to each intake.`,
  },
];

export const officeHours = hoursText(site.admissionsHours, "sentence");

/** Everything the admissions page shows from content, as its route's loader sends it (admissions.ne.ts: the same in Nepali). */
export interface AdmissionsContent {
  address: string;
  officeHours: string;
  counsellor: typeof counsellor;
  reasons: typeof reasons;
  programmes: typeof admissionsProgrammes;
  steps: typeof applySteps;
  faqs: typeof admissionsFaqs;
}

export const admissionsContent: AdmissionsContent = {
  address: fullAddress,
  officeHours,
  counsellor,
  reasons,
  programmes: admissionsProgrammes,
  steps: applySteps,
  faqs: admissionsFaqs,
};
