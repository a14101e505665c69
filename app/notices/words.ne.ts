import { GREGORIAN_MONTHS_NE } from "~/i18n/months";
import type { NoticeWords } from "./words";

/**
 * The notice board's words in Nepali (twin of notices.ts). UNREVIEWED:
 * written for parents and guardians; the college confirms it before
 * NEPALI_VERSION is switched on (`npm run preflight` lists every file still
 * marked so).
 */
export const review = "unreviewed";

export const noticeWordsNe: NoticeWords = {
  board: "सूचना",
  description: "कलेज कार्यालयका सूचनाहरू: भर्ना, प्रवेश परीक्षा, परीक्षा तालिका, नतिजा, गतिविधि र बिदा, पछिल्लो सूचना पहिले।",
  latest: "पछिल्ला सूचनाहरू",
  allNotices: "सबै सूचनाहरू",
  categories: {
    admissions: "भर्ना",
    exams: "परीक्षा",
    results: "नतिजा",
    events: "गतिविधि",
    holidays: "बिदा",
    general: "सामान्य",
  },
  filter: "किसिम",
  everyCategory: "सबै किसिम",
  show: "देखाउनुहोस्",
  pinned: "मुख्य सूचना",
  published: "प्रकाशित",
  none: "यो किसिमको कुनै सूचना अहिले छैन।",
  files: "फाइलहरू",
  newer: "नयाँ सूचनाहरू",
  older: "पुराना सूचनाहरू",
  pageOf: "पृष्ठ {n}",
  feed: "सूचनाहरू फिडमा पछ्याउनुहोस्",
  back: "सबै सूचनाहरू",
  readNotice: "सूचना पढ्नुहोस्",
  fileTypes: {
    "application/pdf": "PDF",
    "image/jpeg": "JPEG तस्बिर",
    "image/png": "PNG तस्बिर",
    "image/webp": "WebP तस्बिर",
  },
  months: GREGORIAN_MONTHS_NE,
};
