import type { MetaDescriptor } from "react-router";
import type { NoticeFile } from "./notice-article";
import { type NoticeWords, noticeWords } from "./words";
import { noticeWordsNe } from "./words.ne";
import { documentTitle } from "~/content/pages";
import { site } from "~/content/site";
import { LANGUAGE_TAG, LOCALES, type Locale, OG_LOCALE, localePath } from "~/i18n/locale";
import { NOTICE_ID, attachmentPath, type Notice, type NoticeAttachment } from "./model";
import type { NoticesReader } from "./types";
import { noticePath, noticeView } from "./view.server";
import { collegeLd } from "~/lib/structured-data";

/** A notice's address: its id, then a hyphen and its slug, which may be left out or out of date. */
const ADDRESS = new RegExp(`^(${NOTICE_ID})(?:-[a-z0-9-]*)?$`);

/** The id at the start of a notice's address ("12-exam-routine"), or null. */
export function noticeIdOf(param: string | undefined): number | null {
  const match = ADDRESS.exec(param ?? "");
  return match ? Number(match[1]) : null;
}

/** A notice's files as its page lists them, in the page's words. */
export const noticeFiles = (
  attachments: Pick<NoticeAttachment, "id" | "name" | "label" | "type" | "size">[],
  words: NoticeWords,
): NoticeFile[] =>
  attachments.map((a) => ({
    name: a.label || a.name,
    url: attachmentPath(a),
    label: `${words.fileTypes[a.type]}, ${a.size < 1024 * 1024 ? `${Math.max(1, Math.round(a.size / 1024))} KB` : `${(a.size / 1024 / 1024).toFixed(1)} MB`}`,
  }));

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A live notice's page in one language: the notice, its files, and its
 * tags: canonical, languages, an `og:` card (type article) and NewsArticle
 * structured data. Null when no live notice has the id.
 */
export async function noticePage(
  reader: NoticesReader,
  id: number,
  locale: Locale,
  { origin, nepali }: { origin: string; nepali: boolean },
) {
  const notice: Notice | undefined = (await reader.live()).find((n) => n.id === id);
  if (!notice) return null;
  const view = noticeView(notice, locale);
  const words = locale === "ne" ? noticeWordsNe : noticeWords;
  const files = noticeFiles(await reader.attachments(id), words);
  const canonical = noticePath(notice);
  const urlIn = (l: Locale) => `${origin}${localePath(canonical, l)}`;
  const title = documentTitle(`${view.title} | ${words.board}`);
  const description = view.summary || view.title;
  const image = `${origin}/og-image.png`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: urlIn(locale) },
    ...(nepali
      ? [
          ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: LANGUAGE_TAG[l], href: urlIn(l) })),
          { tagName: "link", rel: "alternate", hrefLang: "x-default", href: urlIn("en") },
        ]
      : []),
    { tagName: "link", rel: "alternate", type: "application/atom+xml", href: `${origin}/notices/feed.xml` },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: view.title },
    { property: "og:description", content: description },
    { property: "og:url", content: urlIn(locale) },
    { property: "og:image", content: image },
    { property: "og:locale", content: OG_LOCALE[locale] },
    { property: "article:published_time", content: iso(view.publishAt) },
    { property: "article:modified_time", content: iso(notice.updatedAt) },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: view.title },
    { name: "twitter:description", content: description },
    { "script:ld+json": collegeLd(origin) },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: view.title.slice(0, 110),
        description,
        inLanguage: LANGUAGE_TAG[view.titleLang ?? locale],
        url: urlIn(locale),
        mainEntityOfPage: urlIn(locale),
        datePublished: iso(view.publishAt),
        dateModified: iso(notice.updatedAt),
        image: [image],
        articleSection: words.categories[notice.category],
        author: { "@type": "CollegeOrUniversity", "@id": `${origin}/#college`, name: site.name },
        publisher: { "@type": "CollegeOrUniversity", "@id": `${origin}/#college`, name: site.name },
      },
    },
  ];
  return { notice: view, files, words, canonical: localePath(canonical, locale), meta };
}
