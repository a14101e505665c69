/**
 * The home page's announcement ticker (requirements §1). Its own module, with no
 * imports, because the frame (root.tsx) draws the ticker: anything imported
 * here is downloaded on every page.
 */
export const tickerItems: string[] = [
  "Admissions are open: apply online today",
  "Scholarships of up to 100% for deserving students",
  "An assured internship to start your career",
  "IT programmes in computing, data science and AI",
  "IT programmes in cyber security and networking",
];
