/**
 * The credit transfer page (requirements §2.5, figures from requirements §9). The PDF guide
 * at /credittransfer.pdf is generated from these same records
 * (credit-transfer.documents.ts), so the two never disagree.
 */
import type { Section, Stat } from "./partnership";
import { site } from "./site";

const ncc = site.partners.awardingBody.name;

export interface CreditTransferPage {
  intro: string[];
  blocksHeading: string;
  nextStepsHeading: string;
  statsHeading: string;
  countDuration: number;
  stats: Stat[];
  blocks: Section[];
  /** The guide's PDF is English in both languages; its title is the page's. */
  pdf: { path: string; title: string };
}

export const creditTransfer = {
  intro: [
    `Your ${ncc} diploma from ${site.name} is more than a certificate: its credits are recognised by universities around the world, so you can continue to a bachelor's degree without starting again from the first year.`,
  ],
  /** The heading above the three blocks. */
  blocksHeading: "Credit transfer explained",
  /** The closing call to action's heading. */
  nextStepsHeading: "Plan your credit transfer with us",
  statsHeading: "A network that takes you further",
  /** requirements §9: 4000 ms. */
  countDuration: 4000,
  stats: [
    { value: 70, label: "University partners", suffix: "+" },
    { value: 50, label: "Countries", suffix: "+" },
    { value: 100000, label: "Students", suffix: "+" },
  ] satisfies Stat[],
  blocks: [
    {
      title: "What is Credit Transfer",
      paragraphs: [
        "Credit transfer lets you carry the learning you have already completed and assessed into a degree at another institution. Each diploma carries a number of credits; a partner university that accepts them admits you to a later year of its programme.",
        `Because ${ncc} qualifications are recognised by over 70 universities, a Level 4 and Level 5 Diploma studied in Kathmandu can lead to the final year of a bachelor's degree abroad.`,
      ],
    },
    {
      title: "Benefits",
      paragraphs: ["Studying your first years with us and transferring your credits:"],
      bullets: [
        "saves time, because you join a degree in a later year;",
        "saves money, because you pay Kathmandu tuition for the years you study here;",
        "lets you settle into university-level study close to home, with small classes and personal support;",
        "opens a choice of universities in the UK and other countries.",
      ],
    },
    {
      title: "How It Works",
      paragraphs: ["Our admissions team guides you through every step:"],
      bullets: [
        `Complete your ${ncc} Level 4 and Level 5 Diplomas at ${site.name}.`,
        "Choose a partner university and degree with help from our counsellors.",
        "Apply with your transcripts; we help you prepare the documents the university asks for.",
        "Receive your offer and join the degree in a later year, with your credits counted.",
      ],
    },
  ] satisfies Section[],
  pdf: { path: "/credittransfer.pdf", title: "Credit Transfer Guide" },
} satisfies CreditTransferPage;
