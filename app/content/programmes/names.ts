/**
 * Each programme's name and its page's path, written once. Its page's banner
 * and document title, the route table, the menu, the department pages and
 * the course cards read them from here. The programme records themselves are
 * server-only (app/content/programmes/<slug>.server.ts); these small lists
 * are what the browser may carry.
 */
/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

export const programmeNames = {
  "business-computing": "BSc (Hons) Business Computing and Information Systems",
  "bsc-cybersecurity": "BSc (Hons) Cybersecurity and Networking",
  "cyber-security-short": "Short Course in Cyber Security",
  l3dc: "Level 3 Diploma in Computing",
  l4dc: "Level 4 Diploma in Computing",
  "l4dc-bm": "Level 4 Diploma in Computing with Business Management",
  l5dc: "Level 5 Diploma in Computing",
  "l5dc-bm": "Level 5 Diploma in Computing with Business Management",
  "l5dc-cs": "Level 5 Diploma in Computing with Cyber Security",
  l3ifdhes: "Level 3 International Foundation Diploma for Higher Education Studies",
  "artificial-intelligence": "Short Course in Artificial Intelligence",
  "data-science": "Short Course in Data Science",
  "full-stack": "Full Stack Development with the MERN Stack",
} as const;

export type ProgrammeSlug = keyof typeof programmeNames;

/**
 * Each programme page's path, exactly as requirements §2.1 spells it: the
 * odd spellings ("Data Science" with its space, "fullStackDevlopment") are
 * the URLs the college already publishes, so they stay. The literal types
 * are kept, because the route table's `PagePath` is made of them.
 */
export const programmePaths = {
  "business-computing": "/programs/business-computing",
  "bsc-cybersecurity": "/programs/Bsc_cybersecurity",
  "cyber-security-short": "/programs/CyberSecurity",
  l3dc: "/programs/l3dc",
  l4dc: "/programs/l4dc",
  "l4dc-bm": "/programs/l4dc-bm",
  l5dc: "/programs/l5dc",
  "l5dc-bm": "/programs/l5dc-bm",
  "l5dc-cs": "/programs/l5dc-cs",
  l3ifdhes: "/programs/L3IFDHES",
  "artificial-intelligence": "/programs/ArtificialIntelligence",
  "data-science": "/programs/Data Science",
  "full-stack": "/programs/fullStackDevlopment",
} as const satisfies Record<ProgrammeSlug, `/programs/${string}`>;

/**
 * The college's own short courses in Nepali. No awarding body prints their
 * names on a certificate, so the Nepali pages name them in Nepali.
 */
const shortCourseNamesNe = {
  "cyber-security-short": "साइबर सुरक्षाको छोटो कोर्स",
  "artificial-intelligence": "आर्टिफिसियल इन्टेलिजेन्स (AI) को छोटो कोर्स",
  "data-science": "डेटा साइन्सको छोटो कोर्स",
  "full-stack": "MERN स्ट्याकसहित फुल स्ट्याक डेभलपमेन्ट",
} as const satisfies Partial<Record<ProgrammeSlug, string>>;

/**
 * Each programme's name on the Nepali pages: a qualification keeps the
 * official English title its certificate prints; a short course is named in
 * Nepali (its banner, the department pages, the visit form).
 */
export const programmeNamesNe: Record<ProgrammeSlug, string> = { ...programmeNames, ...shortCourseNamesNe };
