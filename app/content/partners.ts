/**
 * The ten partners of the home-page carousel (requirements §3 "Partner": id, name,
 * logo, headline, description, colour, external link).
 *
 * Two partners are named in the requirements: the awarding body (NCC Education) and
 * the partner university (the University of Central Lancashire). The requirements
 * do not name the other eight, so they carry plainly generic names and a
 * neutral placeholder link on the reserved example.com domain. OPERATOR:
 * replace `name`, `logo`, `headline`, `description` and `link` of each record
 * marked `placeholder: true` with the partner's real details before launch.
 *
 * Logos are our own text-based wordmarks (drawn by
 * app/components/home/partner-logo.tsx from `logo` and `colour`), not
 * copies of anyone's trademark.
 *
 * The home route's loader sends these records (home.ts); their Nepali twin
 * is partners.ne.ts. The carousel's timings are in home-settings.ts.
 */
import { programmeNames as names } from "./programmes/names";
import { site } from "./site";

export { CAROUSEL_INTERVAL_AFTER_MANUAL_MS, CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from "./home-settings";

export interface PartnerLogo {
  /** Short monogram in the badge, e.g. "NCC". */
  mark: string;
  /** The wordmark beside it: "first line, second line". */
  text: string;
}

export interface Partner {
  id: number;
  name: string;
  logo: PartnerLogo;
  headline: string;
  description: string;
  /** Brand colour of the wordmark badge; dark enough for white text (AA). */
  colour: string;
  /** External link (opens in a new tab). */
  link: string;
  /** True where the requirements give no real partner details yet. */
  placeholder?: boolean;
}

const placeholderLink = (slug: string) => `https://www.example.com/partners/${slug}`;

export const partners: Partner[] = [
  {
    id: 1,
    name: site.partners.awardingBody.name,
    logo: { mark: "NCC", text: "NCC, Education" },
    headline: "The UK awarding body behind our diplomas",
    description:
      "NCC Education is a UK awarding body for computing and business qualifications, recognised by over 70 universities. It awards our Level 3 to Level 5 diplomas and the international foundation diploma, which open the way to the final year of a UK degree.",
    colour: "#4a2c82",
    link: site.partners.awardingBody.url,
  },
  {
    id: 2,
    name: site.partners.university.name,
    logo: { mark: "UCLan", text: "UCLan, Central Lancashire" },
    headline: "Our UK partner university",
    description: `The ${site.partners.university.name} (${site.partners.university.shortName}), in Preston, England, awards our ${names["business-computing"]} and ${names["bsc-cybersecurity"]} degrees. Its community numbers about 38,000 students and staff.`,
    colour: "#0b2e59",
    link: site.partners.university.url,
  },
  {
    id: 3,
    name: "Partner animation studio",
    logo: { mark: "AN", text: "Animation, studio" },
    headline: "Creative industry experience",
    description:
      "An animation company that gives students a view of digital media production: how design, programming and storytelling come together in real studio work.",
    colour: "#8a2b52",
    link: placeholderLink("animation-studio"),
    placeholder: true,
  },
  {
    id: 4,
    name: "Australian partner university",
    logo: { mark: "AU", text: "University, Australia" },
    headline: "A pathway to study in Australia",
    description:
      "A university in Australia where our graduates can continue their studies, giving students a recognised route to further study in the Asia-Pacific region.",
    colour: "#1f5f3a",
    link: placeholderLink("australian-university"),
    placeholder: true,
  },
  {
    id: 5,
    name: "Partner software company",
    logo: { mark: "SW", text: "Software, company" },
    headline: "Learning from working developers",
    description:
      "A software company that brings industry practice into the classroom through talks, projects and internship places for our computing students.",
    colour: "#374151",
    link: placeholderLink("software-company"),
    placeholder: true,
  },
  {
    id: 6,
    name: "Partner IT training company",
    logo: { mark: "IT", text: "IT training, company" },
    headline: "Practical, job-ready skills",
    description:
      "An IT training company that helps shape our short courses and hands-on workshops, so what students learn matches what employers ask for.",
    colour: "#7a3d00",
    link: placeholderLink("it-training-company"),
    placeholder: true,
  },
  {
    id: 7,
    name: "Second UK partner university",
    logo: { mark: "UK", text: "University, UK" },
    headline: "More routes to graduate in the UK",
    description:
      "A further university in the United Kingdom that accepts our diploma graduates for progression, widening the choice of where to finish a British degree.",
    colour: "#6b1f2a",
    link: placeholderLink("uk-university-2"),
    placeholder: true,
  },
  {
    id: 8,
    name: "Third UK partner university",
    logo: { mark: "UK", text: "University, UK" },
    headline: "Top-up degrees and postgraduate study",
    description:
      "Another UK university where our students can top up a diploma to a full degree or go on to postgraduate study after graduating.",
    colour: "#2b4a6b",
    link: placeholderLink("uk-university-3"),
    placeholder: true,
  },
  {
    id: 9,
    name: "US partner university",
    logo: { mark: "US", text: "University, USA" },
    headline: "A pathway to study in the USA",
    description:
      "A university in the United States that offers our graduates a route to continue their studies in America.",
    colour: "#1e3a8a",
    link: placeholderLink("us-university-1"),
    placeholder: true,
  },
  {
    id: 10,
    name: "Second US partner university",
    logo: { mark: "US", text: "University, USA" },
    headline: "More choice in North America",
    description:
      "A second university in the United States, giving students more choice of programmes and places when they plan to study abroad.",
    colour: "#4d2a6b",
    link: placeholderLink("us-university-2"),
    placeholder: true,
  },
];
