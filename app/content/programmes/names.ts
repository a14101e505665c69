/**
 * Each programme's name and its page's path, written once. Its page's banner
 * and document title, the route table, the menu, the department pages and
 * the course cards read them from here. The programme records themselves are
 * server-only (app/content/programmes/<slug>.server.ts); these small lists
 * are what the browser may carry. The Nepali names are in ./names.ne.ts, which
 * the browser's code does not import: an object spread is kept by the
 * bundler even when nothing reads it, so they would ride along from here.
 */
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
