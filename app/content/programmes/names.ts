/**
 * Each programme's name, written once. Its page's banner and document title,
 * the menu and the course cards read it from here. The programme records
 * themselves are server-only (app/content/programmes/<slug>.server.ts); this
 * small list is what the browser may carry.
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
