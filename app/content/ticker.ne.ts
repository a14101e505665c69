/**
 * The first notices' text in Nepali (twin of ticker.ts, in the same order),
 * written into D1 once with the English (worker/notices/seed.ts).
 * UNREVIEWED: written for parents and guardians; the college confirms it
 * before NEPALI_VERSION is switched on (`npm run preflight` lists every file
 * still marked so). Review it before the first deploy with notices: the
 * seed copies it then, and a correction made here afterwards changes
 * nothing on the site, so later corrections are made on the notices in the
 * office.
 */
export const review = "unreviewed";

export const tickerItemsNe: string[] = [
  "भर्ना खुला छ: आजै अनलाइन आवेदन दिनुहोस्",
  "मेधावी विद्यार्थीका लागि १००% सम्म छात्रवृत्ति",
  "करियर सुरु गर्न सुनिश्चित इन्टर्नसिप",
  "कम्प्युटिङ, डेटा साइन्स र AI मा IT कार्यक्रमहरू",
  "साइबर सुरक्षा र नेटवर्किङमा IT कार्यक्रमहरू",
];
