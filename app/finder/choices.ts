/**
 * The finder form's choices: plain lists that the page, the query reader and
 * the rules share. Kept apart from the entry records (and their notes for
 * the college, which must stay on the server) so that the page's browser
 * code, which renders these choices, carries nothing else.
 */

/**
 * The Grade 12 boards the finder asks about, and "see": no Grade 12 yet,
 * the SEE (Grade 10) passed, which is the Level 3 Diploma's way in.
 */
export const BOARDS = ["neb", "cbse", "a-levels", "other", "see"] as const;
export type Board = (typeof BOARDS)[number];

/** The NCC Education diplomas a student may already hold. */
export const DIPLOMAS_HELD = ["l3dc", "l3ifdhes", "l4dc", "l4dc-bm", "l5dc", "l5dc-bm", "l5dc-cs"] as const;
export type DiplomaHeld = (typeof DIPLOMAS_HELD)[number];

/** How a Grade 12 result is given: a GPA out of 4, a percentage, or a count of A-level passes. */
export const SCALES = ["gpa", "percent", "passes"] as const;
export type Scale = (typeof SCALES)[number];

/** What the visitor is looking for. */
export const INTERESTS = ["computing", "business", "cyber", "data-ai", "short"] as const;
export type Interest = (typeof INTERESTS)[number];
