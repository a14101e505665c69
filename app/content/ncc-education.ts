/** The awarding body partnership page (requirements §2.5; figures from requirements §9). */
import type { PartnershipPage } from "./partnership";
import { programmeNames as names } from "./programmes/names";
import { linkOnlyLinks } from "./redirects";
import { site } from "./site";

const ncc = site.partners.awardingBody;

export const nccEducation: PartnershipPage = {
  intro: {
    heading: `British qualifications from ${ncc.name}`,
    confirm: "that the college is an accredited centre of NCC Education",
    claims: ["is an accredited centre of"],
    paragraphs: [
      `${site.name} is an accredited centre of ${ncc.name}, a UK awarding body that has designed and awarded qualifications in computing and business for nearly sixty years.`,
      `${ncc.name} qualifications are recognised by over 70 universities, so a diploma earned in Kathmandu can take you straight into the later years of a degree in the UK or elsewhere.`,
    ],
  },
  statsHeading: `${ncc.name} in numbers`,
  countDuration: 4000,
  stats: [
    { value: 200, label: "Accredited centres", suffix: "+" },
    { value: 50, label: "Countries", suffix: "+" },
    { value: 59, label: "Years of experience" },
    { value: 70, label: "University partners", suffix: "+" },
    { value: 100000, label: "Students", suffix: "+" },
    { value: 5, label: "Global offices" },
  ],
  sections: [
    {
      title: `About ${ncc.name}`,
      confirm: "that NCC Education grew out of the UK's National Computing Centre, as the page says",
      claims: ["grew out of the UK's National Computing Centre"],
      paragraphs: [
        `${ncc.name} grew out of the UK's National Computing Centre and has spent nearly six decades designing qualifications that employers and universities trust.`,
      ],
    },
    {
      title: "Qualifications We Offer",
      paragraphs: [`At ${site.name} you can study these ${ncc.name} programmes:`],
      bullets: [
        names.l3ifdhes,
        names.l3dc,
        `${names.l4dc}, also with Business Management`,
        `${names.l5dc}, also with Business Management or Cyber Security`,
      ],
    },
    {
      title: "University Progression",
      paragraphs: [
        `${ncc.name} qualifications are recognised by over 70 universities. Completing the Level 4 and Level 5 Diplomas can earn you entry to the final year of a bachelor's degree, saving time and tuition fees.`,
      ],
    },
    {
      title: "Global Recognition",
      paragraphs: [
        "Study happens in around 200 centres across more than 50 countries, supported by five offices worldwide, and more than 100,000 students have chosen its qualifications.",
      ],
    },
    {
      title: "Quality Assurance",
      paragraphs: [
        `As an ${ncc.name} centre, ${site.name} teaches and assesses under ${ncc.name}'s quality-assurance procedures, so every learner is held to the same standard.`,
      ],
      confirm: `how ${ncc.name} quality-assures the college's teaching and assessment (who sets and moderates assessments, and how often the centre is reviewed), before the page says more than that it follows the awarding body's procedures`,
    },
    {
      title: "Learning Experience",
      paragraphs: [
        "Programmes combine taught sessions, practical lab work and assignments based on real business problems, building skills employers look for from the first term.",
      ],
    },
    {
      title: "Why Study With Us",
      paragraphs: [
        `As a centre in Kathmandu, ${site.name} offers ${ncc.name} programmes with small classes, experienced lecturers, scholarships and guidance on progression to partner universities.`,
      ],
    },
  ],
  programmes: {
    // The short course is the college's own (its page says so); the diplomas are NCC Education's.
    heading: `Diplomas and courses at ${site.name}`,
    links: linkOnlyLinks("nccEducation"),
  },
  outward: { label: "Visit NCC Education", href: ncc.url, text: `Read more about ${ncc.name} on its own website.` },
};
