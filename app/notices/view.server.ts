import { noticeWords } from "./words";
import { noticeWordsNe } from "./words.ne";
import { bikramSambat } from "~/forms/bikram-sambat";
import { type Locale, localePath } from "~/i18n/locale";
import { toDevanagariDigits } from "~/i18n/numerals";
import { kathmanduDay } from "~/lib/kathmandu-time";
import { blocks, plainText } from "./format";
import type { NoticeView } from "./types";
import { type Notice, slug } from "./model";

/** A notice's English address: /notices/<id>-<words of its title>. */
export const noticePath = (n: Pick<Notice, "id" | "title">) => `/notices/${n.id}-${slug(n.title)}`;

function inLocale(text: { en: string; ne: string }, locale: Locale): { text: string; lang?: Locale } {
  const other: Locale = locale === "en" ? "ne" : "en";
  return text[locale] ? { text: text[locale] } : text[other] ? { text: text[other], lang: other } : { text: "" };
}

/** "1 Dec 2026"; on Nepali pages "२०८३ मंसिर १५, मङ्गलबार (१ डिसेम्बर २०२६)": Bikram Sambat, then the Gregorian date. */
export function noticeDate(ms: number, locale: Locale): string {
  const iso = kathmanduDay(ms);
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  if (locale === "en") return `${d} ${noticeWords.months[m - 1]} ${y}`;
  const gregorian = toDevanagariDigits(`${d} ${noticeWordsNe.months[m - 1]} ${y}`);
  const bs = bikramSambat(iso);
  return bs ? `${bs} (${gregorian})` : gregorian;
}

/**
 * A notice as a page in one language shows it: its own text in that
 * language, else the other language's with `lang` saying so
 * (requirements §10, "Notices"). Server-only: the pages that show notices
 * hydrate nothing.
 */
export function noticeView(n: Notice, locale: Locale): NoticeView {
  const title = inLocale(n.title, locale);
  // The body follows the title's language when the page's own is empty, so a notice reads in one language.
  const body = n.body[locale] ? { text: n.body[locale] } : inLocale(n.body, locale);
  return {
    id: n.id,
    path: localePath(noticePath(n), locale),
    title: title.text,
    titleLang: title.lang,
    blocks: blocks(body.text),
    bodyLang: body.lang,
    summary: plainText(body.text),
    category: n.category,
    pinned: n.ticker,
    popup: n.popup,
    publishAt: n.publishAt ?? 0,
    updatedAt: n.updatedAt,
    date: noticeDate(n.publishAt ?? 0, locale),
    isoDate: kathmanduDay(n.publishAt ?? 0),
  };
}
