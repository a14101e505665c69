import type { NoticeAttachmentType, NoticeCategory } from "./model";

/**
 * The words of the notice board, a notice's page, the feed and the home
 * page's latest notices (requirements §10, "Notices"); the notices' own
 * text is the office's. The Nepali twin is words.ne.ts.
 */
export const noticeWords = {
  /** The board's heading, the menu's and the footer's link. */
  board: "Notices",
  /** The board's and the feed's description. */
  description:
    "Notices from the college office: admissions, entrance tests, exam routines, results, events and holidays, newest first.",
  /** The home page's section. */
  latest: "Latest notices",
  allNotices: "All notices",
  categories: {
    admissions: "Admissions",
    exams: "Exams",
    results: "Results",
    events: "Events",
    holidays: "Holidays",
    general: "General",
  } satisfies Record<NoticeCategory, string>,
  /** The filter's name and its "every category" choice. */
  filter: "Category",
  everyCategory: "All categories",
  show: "Show",
  pinned: "Pinned",
  published: "Published",
  none: "There are no notices in this category at the moment.",
  files: "Files",
  newer: "Newer notices",
  older: "Older notices",
  pageOf: "Page {n}",
  feed: "Follow the notices (Atom feed)",
  back: "All notices",
  /** The popup's link to a notice that is not about admissions. */
  readNotice: "Read the notice",
  fileTypes: {
    "application/pdf": "PDF",
    "image/jpeg": "JPEG image",
    "image/png": "PNG image",
    "image/webp": "WebP image",
  } satisfies Record<NoticeAttachmentType, string>,
  /** The Gregorian months, January first, as a notice's date writes them ("1 Dec 2026"). */
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as readonly string[],
};

/** The notices' words in one language, shaped as the English. */
export type NoticeWords = typeof noticeWords;
