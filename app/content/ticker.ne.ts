/**
 * The home page's announcement ticker in Nepali (twin of ticker.ts, in the
 * same order). UNREVIEWED: written for parents and guardians; the college
 * confirms it before NEPALI_VERSION is switched on (`npm run preflight`
 * lists every file still marked so).
 */
export const review = "unreviewed";

export const tickerItemsNe: string[] = [
  "भर्ना खुला छ: आजै अनलाइन आवेदन दिनुहोस्",
  "योग्य विद्यार्थीका लागि १००% सम्म छात्रवृत्ति",
  "करियर सुरु गर्न सुनिश्चित इन्टर्नसिप",
  "कम्प्युटिङ, डेटा साइन्स र AI मा आईटी कार्यक्रमहरू",
  "साइबर सुरक्षा र नेटवर्किङमा आईटी कार्यक्रमहरू",
];
