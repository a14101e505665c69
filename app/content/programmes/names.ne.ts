import { type ProgrammeSlug, programmeNames } from "./names";

/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

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
