/**
 * The Chairman's and the CEO's messages (requirements §2.5, §3 "Leader message").
 * Each is signed with the name the staff page shows for that role (from
 * staff.ts, so the pages cannot disagree), with our own illustrated
 * portraits (scripts/make-gallery.ts). The names and the messages are
 * SAMPLE DATA (`sample: true`): replace the words with the leader's own,
 * set `sample: false` and an `image` (a 400×480 portrait) before launch;
 * `npm run preflight` lists what remains.
 */
import type { ImageRef } from "~/lib/image-ref";
import { site } from "./site";
import { chairman, memberWithRole } from "./staff";

export interface VisionItem {
  question: string;
  answer: string;
}

export interface LeaderMessage {
  header: string;
  /** Shown at a fixed size beside the heading. */
  logo: Pick<ImageRef, "src" | "alt">;
  introMessage: string[];
  name: string;
  title: string;
  image: ImageRef;
  vision: VisionItem[];
  /** True while the message is our sample text rather than the leader's own words. */
  sample: boolean;
}

const logo = { src: "/favicon.svg", alt: `${site.name} logo` };
const { university, awardingBody } = site.partners;

export const chairmanMessage: LeaderMessage = {
  header: "A message from our Chairman",
  logo,
  introMessage: [
    `When we founded ${site.name}, we set out to bring a genuinely British education in computing to Kathmandu, so that ambitious students could earn a respected qualification without leaving their families, their friends or the country that needs their skills.`,
    `Our partnerships with ${university.name} and ${awardingBody.name} are at the heart of that promise. Every diploma and degree we teach is designed, quality-assured and awarded in the United Kingdom, and every classroom at ${site.address.area} is run to the same standard.`,
    "We measure our success by what our graduates go on to do: the companies they join, the businesses they start and the further study they pursue here and abroad. I am proud of every one of them, and I look forward to welcoming you to our community.",
  ],
  name: chairman.name,
  title: `Chairman, ${site.name}`,
  image: {
    src: "/portraits/chairman.svg",
    alt: `Illustrated portrait of the Chairman of ${site.name}`,
    width: 400,
    height: 480,
  },
  vision: [
    {
      question: "What is your vision for the college?",
      answer: `To be Nepal's most trusted gateway to a British education in technology: a college where teaching is practical, support is personal and every student leaves ready for work or further study. We are building partnerships with over 20 industry leaders so that our students learn from the people who will one day hire them.`,
    },
  ],
  sample: true,
};

export const ceoMessage: LeaderMessage = {
  header: "A message from our Chief Executive Officer",
  logo,
  introMessage: [
    `Thank you for your interest in ${site.name}. Choosing where to study is one of the biggest decisions you will make, and we want you to make it with confidence.`,
    "Our lecturers combine academic qualifications with industry experience, our class sizes let them know every student by name, and our labs let you practise what you learn the same day you learn it. Alongside your studies, our team helps with internships, career guidance and, for those who wish to continue abroad, credit transfer to partner universities.",
    "Whether you join us for a short course, a diploma or a full degree, you will find a friendly campus that takes your goals seriously. Our door is always open: come and visit us, and see for yourself.",
  ],
  name: memberWithRole("Chief Executive Officer").name,
  title: `Chief Executive Officer, ${site.name}`,
  image: {
    src: "/portraits/ceo.svg",
    alt: `Illustrated portrait of the Chief Executive Officer of ${site.name}`,
    width: 400,
    height: 480,
  },
  vision: [
    {
      question: "How will the college prepare students for the future?",
      answer: `By keeping our teaching close to industry. Through partnerships with over 20 industry leaders we bring guest lectures, live projects and internships into every programme, so that our graduates leave with a UK qualification and the practical experience employers look for.`,
    },
  ],
  sample: true,
};
