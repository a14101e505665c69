/**
 * requirements §2.1 lists paths that pages link to but that are not in the route
 * table. Rather than send visitors to a dead end, each answers a permanent
 * redirect (301) to the programme page it obviously means. One table, read
 * by the Worker (worker/canonical-path.ts) and tested row by row
 * (worker/redirects.test.ts).
 */
export interface Redirect {
  from: string;
  to: string;
}

export const redirects: Redirect[] = [
  // Linked from the admissions page.
  { from: "/programs/bsc-business-computing", to: "/programs/business-computing" },
  { from: "/programs/bsc-cyber-security", to: "/programs/Bsc_cybersecurity" },
  { from: "/programs/level-4-diploma", to: "/programs/l4dc" },
  { from: "/programs/level-5-diploma", to: "/programs/l5dc" },
  { from: "/programs/short-courses-cyber-security", to: "/programs/CyberSecurity" },
  // Linked from the UK university partnership page (its two BSc degrees).
  { from: "/bcis", to: "/programs/business-computing" },
  { from: "/cyber-security", to: "/programs/Bsc_cybersecurity" },
  // Linked from the awarding body partnership page.
  { from: "/level-4-computing", to: "/programs/l4dc" },
  { from: "/level-5-computing", to: "/programs/l5dc" },
  { from: "/short-course-cyber-security", to: "/programs/CyberSecurity" },
  { from: "/level-3-foundation", to: "/programs/L3IFDHES" },
];
