import type { Block } from "./format";
import type { Notice, NoticeAttachment, NoticeCategory } from "./model";
import type { Locale } from "~/i18n/locale";

/**
 * What the pages may read of the notices (requirements §10, "Notices"):
 * the live ones and a live one's files. The Worker gives each request its
 * reader (worker/notices/pages.ts) through the request's context; the
 * rules (what is live, the body's formatting) are app/notices/model.ts
 * and app/notices/format.ts, which the Worker imports too.
 */
export interface NoticesReader {
  /** The live notices, pinned first, then newest first. */
  live(): Promise<Notice[]>;
  /** A live notice's files, in the order they were added. */
  attachments(id: number): Promise<Pick<NoticeAttachment, "id" | "name" | "label" | "type" | "size">[]>;
}

/** For renders without a Worker behind them: no notices. */
export const noNotices: NoticesReader = { live: async () => [], attachments: async () => [] };

/** A line of the home page's ticker: a pinned notice's title, a link to it. */
export interface TickerItem {
  text: string;
  href: string;
  /** Set when the title is in the other language than the page's. */
  lang?: Locale;
}

/** A notice as a page in one language shows it (app/notices/view.server.ts makes it). */
export interface NoticeView {
  id: number;
  /** Its address in the page's language. */
  path: string;
  title: string;
  /** Set when the title is in the other language than the page's. */
  titleLang?: Locale;
  blocks: Block[];
  bodyLang?: Locale;
  /** The body in one line, for descriptions and the popup. */
  summary: string;
  category: NoticeCategory;
  pinned: boolean;
  popup: boolean;
  publishAt: number;
  updatedAt: number;
  /** When it was published, as the page's readers write dates (both calendars on Nepali pages). */
  date: string;
  /** The same as an ISO date for <time>. */
  isoDate: string;
}

/** The home page's latest notices. */
export interface LatestSection {
  heading: string;
  all: string;
  notices: NoticeView[];
  categories: Record<NoticeCategory, string>;
}
