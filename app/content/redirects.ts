/**
 * requirements §2.1 lists paths that pages link to but that are not in the route
 * table. Rather than send visitors to a dead end, each answers a permanent
 * redirect (301) to the programme page it obviously means. One table, by the
 * page that links them: those pages make their links from it, the Worker
 * answers its redirects (worker/canonical-path.ts), and they are tested row
 * by row (worker/redirects.test.ts).
 */
import { type ProgrammeSlug, programmeNames, programmePaths } from "./programmes/names";

/** Each page's link-only paths, in the page's order, by the programme each means. */
const linkOnlyPaths = {
  admissions: {
    "business-computing": "/programs/bsc-business-computing",
    "bsc-cybersecurity": "/programs/bsc-cyber-security",
    l4dc: "/programs/level-4-diploma",
    l5dc: "/programs/level-5-diploma",
    "cyber-security-short": "/programs/short-courses-cyber-security",
  },
  // The UK university partnership page (its two BSc degrees).
  uclan: {
    "business-computing": "/bcis",
    "bsc-cybersecurity": "/cyber-security",
  },
  // The awarding body partnership page.
  nccEducation: {
    l4dc: "/level-4-computing",
    l5dc: "/level-5-computing",
    "cyber-security-short": "/short-course-cyber-security",
    l3ifdhes: "/level-3-foundation",
  },
} as const satisfies Record<string, Partial<Record<ProgrammeSlug, string>>>;

const entriesOf = (page: keyof typeof linkOnlyPaths) =>
  Object.entries(linkOnlyPaths[page]) as [ProgrammeSlug, string][];

export interface Redirect {
  from: string;
  to: string;
}

export const redirects: Redirect[] = (Object.keys(linkOnlyPaths) as (keyof typeof linkOnlyPaths)[]).flatMap((page) =>
  entriesOf(page).map(([slug, from]) => ({ from, to: programmePaths[slug] })),
);

/** A page's links to its link-only paths, each under its programme's name in `names` (a language's names). */
export function linkOnlyLinks(
  page: keyof typeof linkOnlyPaths,
  names: Record<ProgrammeSlug, string> = programmeNames,
): { label: string; href: string }[] {
  return entriesOf(page).map(([slug, href]) => ({ label: names[slug], href }));
}
