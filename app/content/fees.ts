import type { ToConfirm } from "./confirm";
import { recipientsPerTier, recipientsText, tierPercentages } from "./scholarship";
import { site } from "./site";

/**
 * Fees and funding (requirements §2.5). The page and /fees.pdf (fees.documents.ts)
 * are both built from these records. The requirements give no amounts, so neither
 * does this page: it explains how fees are structured and asks visitors to
 * request the current fee schedule. To publish amounts, add them here (or
 * place a designed PDF at public/overrides/fees.pdf). The page's route sends
 * `fees` (below) or its Nepali twin (fees.ne.ts); the PDF stays in English.
 */
export interface FeeBlock extends ToConfirm {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export const feesIntro = {
  heading: "A British qualification at a price families can plan for",
  paragraphs: [
    `${site.name} offers some of the most affordable British qualifications available: you earn a UK-awarded diploma or degree in Kathmandu, without the cost of living abroad for the whole of your studies.`,
    "Fees depend on the programme and level you choose. Our Office of Admissions will give you the current fee schedule for your programme and help you plan how to pay it.",
  ],
};

export const feeBlocks: FeeBlock[] = [
  {
    title: "Understanding Our Fees",
    paragraphs: [
      "Each programme has its own tuition fee, set by its level and length. The fee schedule for your programme also lists any registration and examination fees of the awarding body, so you can see the full cost in one place before you enrol.",
      "An application fee is paid when you apply online. Your tuition fee covers:",
    ],
    bullets: [
      "Teaching and learning materials for every module",
      "Access to our computer labs",
      "Academic support, counselling and career guidance",
    ],
    confirm:
      "what the tuition fee covers, and that the fee schedule lists the awarding body's registration and examination fees",
    claims: [
      "also lists any registration and examination fees",
      "Teaching and learning materials for every module",
      "Access to our computer labs",
      "Academic support, counselling and career guidance",
    ],
  },
  {
    title: "Scholarship Opportunities",
    paragraphs: [
      `Merit scholarships of ${tierPercentages} of tuition reduce the fee you pay. Each tier has ${recipientsText(recipientsPerTier)}, chosen through our scholarship exam.`,
      "The exam is open throughout the year, aligned to each intake. Students with an NEB or A-Level CGPA of 3.7 to 4.0 are eligible for significant scholarships, subject to committee review.",
    ],
  },
  {
    title: "Payment Options",
    paragraphs: [
      "You do not have to pay the whole fee at once: tuition can be paid in instalments across the programme, following the schedule in your offer.",
      "Pay by bank transfer or deposit to the college's account, or by scanning our payment QR code, and keep your receipt or transaction reference. Our accounts office is happy to agree a plan that works for your family.",
    ],
    confirm: "that tuition can be paid in instalments, and that the accounts office agrees payment plans with families",
    claims: ["paid in instalments", "happy to agree a plan"],
  },
];

export const feesContact = `For the current fee schedule, contact the Office of Admissions: ${site.phones.join(" or ")}, ${site.emails[1] ?? site.emails[0]}, ${site.address.street}, ${site.address.locality}.`;

export const feesPdf = { path: "/fees.pdf", title: "Fees and Funding Guide" } as const;

/** The page's content as its route's loader sends it, in either language. */
export interface FeesContent {
  intro: { heading: string; paragraphs: string[] };
  blocks: FeeBlock[];
  contact: string;
  /** The fee guide: its path (the same PDF in both languages) and its title in the page's language. */
  pdf: { path: string; title: string };
}

export const fees: FeesContent = { intro: feesIntro, blocks: feeBlocks, contact: feesContact, pdf: feesPdf };
