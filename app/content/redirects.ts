/**
 * requirements §2.1 lists paths that pages link to but that are not in the route
 * table. Rather than send visitors to a dead end, each answers a permanent
 * redirect (301) to the programme page it obviously means. One table, read
 * by the Worker (worker/canonical-path.ts) and tested row by row
 * (worker/redirects.test.ts).
 */
import { programmePaths as paths } from "./programmes/names";

export interface Redirect {
  from: string;
  to: string;
}

export const redirects: Redirect[] = [
  // Linked from the admissions page.
  { from: "/programs/bsc-business-computing", to: paths["business-computing"] },
  { from: "/programs/bsc-cyber-security", to: paths["bsc-cybersecurity"] },
  { from: "/programs/level-4-diploma", to: paths.l4dc },
  { from: "/programs/level-5-diploma", to: paths.l5dc },
  { from: "/programs/short-courses-cyber-security", to: paths["cyber-security-short"] },
  // Linked from the UK university partnership page (its two BSc degrees).
  { from: "/bcis", to: paths["business-computing"] },
  { from: "/cyber-security", to: paths["bsc-cybersecurity"] },
  // Linked from the awarding body partnership page.
  { from: "/level-4-computing", to: paths.l4dc },
  { from: "/level-5-computing", to: paths.l5dc },
  { from: "/short-course-cyber-security", to: paths["cyber-security-short"] },
  { from: "/level-3-foundation", to: paths.l3ifdhes },
];
