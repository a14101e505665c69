/**
 * The home page's announcement ticker (requirements §1). The frame (root.tsx)
 * draws the ticker, from the home route's loader data (home.ts gathers these
 * with the rest of the page); the Nepali twin is ticker.ne.ts.
 */
export const tickerItems: string[] = [
  "Admissions are open: apply online today",
  "Scholarships of up to 100% for deserving students",
  "An assured internship to start your career",
  "IT programmes in computing, data science and AI",
  "IT programmes in cyber security and networking",
];
