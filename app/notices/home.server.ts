import type { HomeContent } from "~/content/home";
import { noticeWords } from "./words";
import { noticeWordsNe } from "./words.ne";
import type { Locale } from "~/i18n/locale";
import type { Notice } from "./model";
import type { LatestSection, TickerItem } from "./types";
import { noticeView } from "./view.server";

/** How many notices the home page lists. */
export const HOME_LATEST = 3;

/**
 * The home page's part of the notices, from the live ones (pinned first,
 * then newest first): the ticker's lines are the pinned notices, each a
 * link to it; the popup is the newest notice flagged for it (or none), in
 * the frame of the first-visit popup, whose links to apply and visit stay
 * for an admissions notice and become one link to the notice otherwise;
 * and the latest three notices.
 */
export function homeNotices(content: HomeContent, live: Notice[], locale: Locale) {
  const words = locale === "ne" ? noticeWordsNe : noticeWords;
  const views = live.map((n) => noticeView(n, locale));
  const ticker: TickerItem[] = views
    .filter((v) => v.pinned)
    .map((v) => ({ text: v.title, href: v.path, ...(v.titleLang ? { lang: v.titleLang } : {}) }));
  const flagged = views.filter((v) => v.popup).sort((a, b) => b.publishAt - a.publishAt)[0];
  const popup: HomeContent["popup"] | null = flagged
    ? {
        heading: flagged.title,
        ...(flagged.titleLang ? { headingLang: flagged.titleLang } : {}),
        body: flagged.summary,
        ...(flagged.bodyLang ? { bodyLang: flagged.bodyLang } : {}),
        actions:
          flagged.category === "admissions"
            ? content.popup.actions
            : [{ label: words.readNotice, to: flagged.path, primary: true }],
      }
    : null;
  const latest: LatestSection = {
    heading: words.latest,
    all: words.allNotices,
    notices: [...views].sort((a, b) => b.publishAt - a.publishAt || b.id - a.id).slice(0, HOME_LATEST),
    categories: words.categories,
  };
  return { ticker, popup, latest };
}
