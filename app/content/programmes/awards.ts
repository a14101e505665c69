/**
 * Who awards each programme, and how: the facts a careful parent checks
 * first (the awarding body, the kind of arrangement, the qualification's
 * level and reference, where it is taught), written once and in no
 * language's words. The programme pages' "Who awards this" panel
 * (award-panel.ts, award-panel.ne.ts) and the pages' structured data
 * (app/lib/structured-data.ts) are both made from `awardOf`, so the panel,
 * the search engines' view and the accreditation sections cannot disagree.
 *
 * The three arrangements are requirements §1's: UCLan awards the BSc (Hons)
 * degrees, NCC Education the diplomas, and the short courses are the
 * college's own.
 */
import { site } from "../site";
import { type ProgrammeSlug, programmeNames } from "./names";

/** Whoever awards a programme, as search engines and the panel name them. */
export interface Awarder {
  name: string;
  shortName: string;
  /** Its own website; the college's is the site itself. */
  url?: string;
}

export interface Arrangement {
  id: "university" | "awarding-body" | "college";
  awarder: Awarder;
  /** What the award is called on a certificate: the degree, the diploma, or the college's certificate of completion. */
  credential: "degree" | "diploma" | "certificate";
  /** The page on this site that describes the awarder. */
  partnerPath: "/about/uclan" | "/about/ncc-education" | "/admission/why-mbc";
}

export const arrangements = {
  university: {
    id: "university",
    awarder: site.partners.university,
    credential: "degree",
    partnerPath: "/about/uclan",
  },
  awardingBody: {
    id: "awarding-body",
    awarder: site.partners.awardingBody,
    credential: "diploma",
    partnerPath: "/about/ncc-education",
  },
  college: {
    id: "college",
    awarder: { name: site.name, shortName: site.shortName },
    credential: "certificate",
    // The college has no page of its own beyond the home page; this one says who it is and why students choose it.
    partnerPath: "/admission/why-mbc",
  },
} as const satisfies Record<string, Arrangement>;

/**
 * The qualification references requirements §9 gives, the only ones the site
 * states; the accreditation sections and page descriptions read them here.
 */
export const qualificationReferences = {
  l4dc: "600/0406/X",
  l5dc: "600/3055/0",
} as const satisfies Partial<Record<ProgrammeSlug, string>>;

type ReferencedSlug = keyof typeof qualificationReferences;

/** A qualification's level on the framework that places it. */
export interface QualificationLevel {
  /** England's Regulated Qualifications Framework, or its framework for higher education qualifications. */
  framework: "RQF" | "FHEQ";
  level: 3 | 4 | 5 | 6;
}

export interface Award {
  slug: ProgrammeSlug;
  arrangement: Arrangement;
  /** The award as the certificate names it. */
  title: string;
  /** None for the college's short courses, which sit on no framework. */
  level?: QualificationLevel;
  /**
   * The qualification reference where the requirements give one; a pathway
   * names its parent diploma's (`of`), the only one the requirements give
   * for it, shown as that diploma's.
   */
  reference?: { number: string; of?: ReferencedSlug };
  /** How many years the programme's teaching takes, where the pages say. */
  years?: number;
  /** Whether the pages lead on to the final-year top-up at UCLan (requirements §2.4's pathway). */
  topUp: boolean;
}

type Facts = Omit<Award, "slug" | "arrangement" | "title" | "topUp">;

/** A BSc (Hons): UCLan's, at level 6 of England's higher education framework, taught over three years (requirements §2.4). */
const degree: Facts = { level: { framework: "FHEQ", level: 6 }, years: 3 };
const diplomaAt = (level: 3 | 4 | 5, reference?: Award["reference"]): Facts => ({
  level: { framework: "RQF", level },
  ...(reference ? { reference } : {}),
});
const referenceOf = (slug: ReferencedSlug, own: boolean): Award["reference"] => ({
  number: qualificationReferences[slug],
  ...(own ? {} : { of: slug }),
});

/** Each programme's arrangement and facts. */
const awards: Record<ProgrammeSlug, [keyof typeof arrangements, Facts]> = {
  "business-computing": ["university", degree],
  "bsc-cybersecurity": ["university", degree],
  l3dc: ["awardingBody", diplomaAt(3)],
  l3ifdhes: ["awardingBody", diplomaAt(3)],
  l4dc: ["awardingBody", diplomaAt(4, referenceOf("l4dc", true))],
  "l4dc-bm": ["awardingBody", diplomaAt(4, referenceOf("l4dc", false))],
  l5dc: ["awardingBody", diplomaAt(5, referenceOf("l5dc", true))],
  "l5dc-bm": ["awardingBody", diplomaAt(5, referenceOf("l5dc", false))],
  "l5dc-cs": ["awardingBody", diplomaAt(5, referenceOf("l5dc", false))],
  "cyber-security-short": ["college", {}],
  "artificial-intelligence": ["college", {}],
  "data-science": ["college", {}],
  "full-stack": ["college", {}],
};

/** A programme's award: its arrangement's facts with its own. */
export function awardOf(slug: ProgrammeSlug): Award {
  const [key, facts] = awards[slug];
  const arrangement: Arrangement = arrangements[key];
  const name = programmeNames[slug];
  return {
    slug,
    arrangement,
    // A diploma's certificate names its awarding body first (the accreditation sections' "Qualification").
    title: arrangement.credential === "diploma" ? `${arrangement.awarder.name} ${name}` : name,
    ...facts,
    topUp: arrangement.credential === "diploma",
  };
}

/** A pathway shows its parent diploma's reference, the only one the requirements give (§9). */
export function pathwayReferenceToConfirm(level: string, reference: string): string {
  return `that this pathway's qualification reference is the ${level} Diploma in Computing's ${reference}, or give its own`;
}
