import { site } from "~/content/site";
import { escapeHtml } from "~/lib/escape-html";
import { blocks, blocksHtml } from "./format";
import type { Notice } from "./model";
import { noticePath } from "./view.server";
import { noticeWords } from "./words";

/** Entries in the feed: the newest live notices. */
const FEED_ENTRIES = 50;

const iso = (ms: number) => new Date(ms).toISOString();

/** An English notice's text, else its Nepali, with the language it is in. */
const text = (t: { en: string; ne: string }) => (t.en ? { value: t.en, lang: "en" } : { value: t.ne, lang: "ne" });

/**
 * The live notices as an Atom feed (RFC 4287), newest first, each with its
 * body as escaped HTML (format.ts); `origin` is the site's, without a
 * trailing slash.
 */
export function noticesFeed(notices: Notice[], origin: string): string {
  const live = [...notices]
    .sort((a, b) => (b.publishAt ?? 0) - (a.publishAt ?? 0) || b.id - a.id)
    .slice(0, FEED_ENTRIES);
  const updated = Math.max(0, ...live.map((n) => Math.max(n.updatedAt, n.publishAt ?? 0)));
  const entry = (n: Notice) => {
    const url = `${origin}${noticePath(n)}`;
    const title = text(n.title);
    const body = n.body.en
      ? { value: n.body.en, lang: "en" }
      : { value: n.body.ne, lang: n.body.ne ? "ne" : title.lang };
    return [
      "  <entry>",
      `    <id>${escapeHtml(`${origin}/notices/${n.id}`)}</id>`,
      `    <title xml:lang="${title.lang}">${escapeHtml(title.value)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>`,
      `    <published>${iso(n.publishAt ?? 0)}</published>`,
      `    <updated>${iso(Math.max(n.updatedAt, n.publishAt ?? 0))}</updated>`,
      `    <category term="${n.category}" label="${escapeHtml(noticeWords.categories[n.category])}"/>`,
      body.value
        ? `    <content type="html" xml:lang="${body.lang}">${escapeHtml(blocksHtml(blocks(body.value), origin))}</content>`
        : "",
      "  </entry>",
    ]
      .filter(Boolean)
      .join("\n");
  };
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeHtml(`${origin}/notices`)}</id>`,
    `  <title>${escapeHtml(`${noticeWords.board} | ${site.name}`)}</title>`,
    `  <subtitle>${escapeHtml(noticeWords.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(`${origin}/notices/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(`${origin}/notices`)}"/>`,
    `  <updated>${iso(updated)}</updated>`,
    `  <author><name>${escapeHtml(site.name)}</name></author>`,
    ...live.map(entry),
    "</feed>",
    "",
  ].join("\n");
}
