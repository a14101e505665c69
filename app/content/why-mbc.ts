import type { ToConfirm } from "./confirm";
import { intakeMonthsText } from "./intakes";
import { recipientsPerTier, recipientsText, tierPercentages } from "./scholarship";
import { programmeNames as names } from "./programmes/names";
import { site } from "./site";

/**
 * Why choose the college (requirements §2.5): 11 strengths and 2 student
 * testimonials. The testimonials are SAMPLE DATA with invented names and
 * our own generated avatars, marked `sample: true`; replace them with real
 * students' words (and their consent) and set `sample: false` before launch
 * (`npm run preflight` lists every sample that remains). Ratings are
 * integers shown as that many stars (requirements §3: all are 5).
 */
export interface Strength extends ToConfirm {
  title: string;
  text: string;
}

export interface Testimonial {
  name: string;
  course: string;
  image: string;
  text: string;
  rating: number;
  /** True for an invented student (sample data); required, so no new record can skip the question. */
  sample: boolean;
}

/** The page's content as its route's loader sends it, in either language (why-mbc.ne.ts is the Nepali twin). */
export interface WhyMbcContent {
  strengths: Strength[];
  testimonials: Testimonial[];
}

const { university, awardingBody } = site.partners;

export const strengths: Strength[] = [
  {
    title: "UK-awarded qualifications",
    text: `Degrees awarded by ${university.name} and diplomas awarded by ${awardingBody.name}, recognised around the world.`,
  },
  {
    title: "The most affordable British qualifications",
    text: "A British education without the cost of living and studying abroad for the whole programme.",
  },
  {
    title: "Scholarships of up to 100%",
    text: `Merit scholarships at ${tierPercentages} of tuition, with ${recipientsText(recipientsPerTier)} at each tier.`,
  },
  {
    title: "An assured internship",
    confirm: "that every student gets an internship in a real workplace through the college's industry partners",
    claims: ["Every student gets the chance"],
    text: "Every student gets the chance to apply their skills in a real workplace through our industry partners.",
  },
  {
    title: "A pathway abroad",
    text: "Credit transfer opens the way to universities in the UK, USA, Australia, Canada, Europe and Dubai.",
  },
  {
    title: "Recognised by over 70 universities",
    text: `${awardingBody.name} diplomas are recognised by over 70 universities, so your credits travel with you.`,
  },
  {
    title: "Industry-focused curriculum",
    text: "Programming, data science, AI, cyber security and networking: the skills employers in Nepal and abroad ask for.",
  },
  {
    title: "Experienced lecturers",
    text: "Teachers who combine academic qualifications with industry experience and know every student by name.",
  },
  {
    title: "Hands-on labs",
    text: "Practical sessions every week, so you practise what you learn the day you learn it.",
  },
  {
    title: "Five intakes a year",
    text: `Begin in ${intakeMonthsText("or")}, whenever you are ready.`,
  },
  {
    title: "A central Kathmandu campus",
    text: `Easy to reach at ${site.address.street}, with counselling and student support on site.`,
  },
];

export const testimonials: Testimonial[] = [
  {
    name: "Aashish Shrestha",
    course: names["business-computing"],
    image: "/avatars/generic.svg",
    text: "I wanted a British degree without leaving my family. The lecturers pushed me to build real projects, and my internship turned into my first job as a developer.",
    rating: 5,
    sample: true,
  },
  {
    name: "Prativa Karki",
    course: names["l5dc-cs"],
    image: "/avatars/female.svg",
    text: "The labs are where it clicked for me: we practised defending real networks every week. The scholarship made it possible, and the staff always had time for my questions.",
    rating: 5,
    sample: true,
  },
];

export const whyMbc: WhyMbcContent = { strengths, testimonials };
