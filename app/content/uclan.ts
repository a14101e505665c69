/** The UK university partnership page (requirements §2.5; figures from requirements §9). */
import type { PartnershipPage, Stat } from "./partnership";
import { programmeNames as names } from "./programmes/names";
import { linkOnlyLinks } from "./redirects";
import { site } from "./site";

const uni = site.partners.university;

/**
 * The university's headline figures: the first four of its page, which the
 * home page's banner shows too, under the university's name
 * (app/content/home.ts), so the two pages cannot give two sets of figures.
 */
export function headlineFigures(page: PartnershipPage): Stat[] {
  return page.stats.slice(0, 4);
}

export const uclan: PartnershipPage = {
  intro: {
    heading: `Study for a ${uni.shortName} degree in Kathmandu`,
    confirm: "that UCLan is rightly called a public university in Preston",
    claims: ["a public university in Preston"],
    paragraphs: [
      `${site.name} teaches undergraduate degrees awarded by the ${uni.name} (${uni.shortName}), a public university in Preston, England, with a history of nearly two centuries. You study at our ${site.address.area} campus and graduate with the same ${uni.shortName} degree as students in the UK.`,
      `${uni.shortName} is a large, international university of about 38,000 students and staff, known for practical, career-focused teaching and research that serves its communities.`,
    ],
  },
  statsHeading: `${uni.shortName} in numbers`,
  countDuration: 4000,
  stats: [
    { value: 190, label: "Years of history", suffix: "+" },
    { value: 38000, label: "Students and staff", suffix: "+" },
    { value: 100, label: "Countries represented", suffix: "+" },
    { value: 3.7, label: "Ranking among world universities", prefix: "Top ", suffix: "%", decimals: 1 },
    { value: 98, label: "Professors" },
    { value: 600, label: "Research staff", suffix: "+" },
    { value: 763, label: "Research students" },
    { value: 3000, label: "Students studying offshore", suffix: "+" },
  ],
  sections: [
    {
      title: `About ${uni.shortName}`,
      paragraphs: [
        `The ${uni.name} began life in Preston in the nineteenth century and has grown into one of the UK's larger universities, with students from over 100 countries.`,
        "Its campuses combine modern teaching buildings with close links to employers, so that courses are shaped by what industry needs.",
      ],
    },
    {
      title: "Academic Programs",
      paragraphs: [
        `${uni.shortName} offers hundreds of undergraduate and postgraduate courses. At ${site.name} you can study two of its computing degrees, taught in English and assessed to ${uni.shortName}'s standards:`,
      ],
      bullets: [names["business-computing"], names["bsc-cybersecurity"]],
    },
    {
      title: "Research and Innovation",
      paragraphs: [
        "With around 600 research staff and over 700 research students, the university works on problems that matter, from health and engineering to digital technology and cyber security.",
        "Its research feeds into teaching, so the topics you study reflect current practice.",
      ],
    },
    {
      title: "Student Life",
      confirm:
        "that the college's UCLan students can take part in seminars, hackathons, sports and cultural events on its campus",
      claims: ["hackathons, sports and cultural events"],
      paragraphs: [
        `As a ${uni.shortName} student at ${site.name} you learn in small groups, with lecturers who know you by name, and you can take part in seminars, hackathons, sports and cultural events on our campus.`,
      ],
    },
    {
      title: "Global Impact",
      paragraphs: [
        "Thousands of students study for the university's awards outside the UK. Its partnerships around the world widen access to a British degree and bring international perspectives back to its own classrooms.",
      ],
    },
    {
      title: "Partnership",
      paragraphs: [
        `Our partnership with ${uni.shortName} means your degree is awarded by the university under its own quality-assurance arrangements, and your certificate carries the university's name.`,
      ],
      confirm: `what ${uni.shortName}'s quality-assurance arrangements for the college include (for example reviews of teaching, assessment and facilities), before the page names them`,
    },
  ],
  programmes: {
    heading: `${uni.shortName} degrees at ${site.name}`,
    links: linkOnlyLinks("uclan"),
  },
  outward: {
    label: "Discover More",
    href: uni.url,
    text: `Read more about the university on the ${uni.shortName} website.`,
  },
};
