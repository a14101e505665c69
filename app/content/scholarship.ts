import type { ToConfirm } from "./confirm";
import { site } from "./site";

/**
 * Scholarship page (requirements §2.5, §9): welcome text and three collapsible
 * sections. Tiers and eligibility are requirements §9's figures. The route's
 * loader sends `scholarship` (below) or its Nepali twin (scholarship.ne.ts).
 */
export interface ScholarshipTier {
  percentage: number;
  recipients: number;
}

export const scholarshipTiers: ScholarshipTier[] = [
  { percentage: 100, recipients: 5 },
  { percentage: 90, recipients: 5 },
  { percentage: 80, recipients: 5 },
  { percentage: 70, recipients: 5 },
];

/**
 * How every page and PDF states the number of awards (requirements §9), word for
 * word, so no two places word it differently: "5 recipients each intake".
 */
export const recipientsText = (count: number) => `${count} recipients each intake`;

/** requirements §9: every tier has the same number of recipients (scholarship.node.test.ts holds it to that). */
export const recipientsPerTier = scholarshipTiers[0]!.recipients;

/** "100%, 90%, 80% and 70%" */
export const tierPercentages = scholarshipTiers
  .map((t) => `${t.percentage}%`)
  .join(", ")
  .replace(/, ([^,]+)$/, " and $1");

export const scholarshipWelcome = {
  heading: "Talent should decide who studies, not cost",
  paragraphs: [
    `Every intake, ${site.name} awards scholarships of up to 100% of tuition to students who show real ability and commitment. They are awarded on merit, through our own scholarship exam, and are open to every applicant.`,
    "If you have worked hard for your results, we want to help you build on them with a British qualification in computing, data science or cyber security.",
  ],
};

export const scholarshipOverview: string[] = [
  "Our scholarships reduce the tuition fee you pay, so you can focus on your studies rather than on how to pay for them.",
  "They are awarded through a scholarship exam and a review by the scholarship committee, which looks at your exam result together with your academic record.",
  "Scholarship holders are expected to keep up good attendance and academic progress. Our Office of Admissions will tell you which programmes and intakes your scholarship applies to.",
];

export const scholarshipEligibility = {
  paragraphs: [
    "The scholarship exam is open throughout the year, aligned to each intake, so you can sit it whenever you are ready to apply.",
    "Students with an NEB or A-Level CGPA of 3.7 to 4.0 are eligible for significant scholarships, subject to committee review.",
  ],
  steps: [
    "Contact the Office of Admissions to register for the next scholarship exam.",
    "Sit the exam on the date aligned with your chosen intake.",
    "Submit your application with your academic documents.",
    "The scholarship committee reviews your result and record and tells you its decision.",
  ],
};

/** A tier as the page shows it: the percentage (the fact, also the tier's key) and its words. */
export interface ScholarshipTierText {
  percentage: number;
  /** "100%" */
  percent: string;
  /** recipientsText: "5 recipients each intake" */
  recipients: string;
}

/** The page's content as its route's loader sends it, in either language. */
export interface ScholarshipContent extends ToConfirm {
  welcome: { heading: string; paragraphs: string[] };
  overview: string[];
  tiers: ScholarshipTierText[];
  eligibility: { paragraphs: string[]; steps: string[] };
}

export const scholarship: ScholarshipContent = {
  confirm:
    "the scholarships' conditions: open to every applicant, the committee's review of the exam result with the academic record, and what holders must keep up",
  claims: [
    "open to every applicant",
    "looks at your exam result together with your academic record",
    "keep up good attendance and academic progress",
  ],
  welcome: scholarshipWelcome,
  overview: scholarshipOverview,
  tiers: scholarshipTiers.map((t) => ({
    percentage: t.percentage,
    percent: `${t.percentage}%`,
    recipients: recipientsText(t.recipients),
  })),
  eligibility: scholarshipEligibility,
};
