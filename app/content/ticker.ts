/**
 * The first notices' text (requirements §1, §10 "Notices"): the Worker
 * writes these lines into D1 once, as notices pinned to the ticker, at its
 * first read of the notices (worker/notices/seed.ts). The live ticker is the
 * office's pinned notices, so changing a line here after that changes
 * nothing on the site (the office edits the notice). The Nepali twin is
 * ticker.ne.ts.
 */
export const tickerItems: string[] = [
  "Admissions are open: apply online today",
  "Scholarships of up to 100% for deserving students",
  "An assured internship to start your career",
  "IT programmes in computing, data science and AI",
  "IT programmes in cyber security and networking",
];
