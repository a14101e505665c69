import { noticeWords } from "./words";
import { noticeWordsNe } from "./words.ne";
import type { Locale } from "~/i18n/locale";
import { NOTICE_CATEGORIES, type NoticeCategory, type Notice } from "./model";
import { noticeView } from "./view.server";

/** Notices per page of the board. */
export const BOARD_PAGE_SIZE = 20;

const isCategory = (value: string | null): value is NoticeCategory =>
  (NOTICE_CATEGORIES as readonly string[]).includes(value ?? "");

/**
 * One page of the board: the live notices, pinned first, then newest
 * first, of the category `?category=` names (any other value: every
 * category), page `?page=` (1 when absent or not a page there is).
 */
export function boardPage(live: Notice[], url: URL, locale: Locale) {
  const words = locale === "ne" ? noticeWordsNe : noticeWords;
  const given = url.searchParams.get("category");
  const category = isCategory(given) ? given : null;
  const chosen = category ? live.filter((n) => n.category === category) : live;
  const pages = Math.max(1, Math.ceil(chosen.length / BOARD_PAGE_SIZE));
  const asked = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= pages ? asked : 1;
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (category) params.set("category", category);
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `?${query}` : url.pathname;
  };
  return {
    words,
    category,
    categories: NOTICE_CATEGORIES.map((c) => ({ value: c, label: words.categories[c] })),
    notices: chosen.slice((page - 1) * BOARD_PAGE_SIZE, page * BOARD_PAGE_SIZE).map((n) => noticeView(n, locale)),
    page,
    pages,
    newer: page > 1 ? pageHref(page - 1) : null,
    older: page < pages ? pageHref(page + 1) : null,
  };
}
