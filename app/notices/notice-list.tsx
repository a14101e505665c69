import type { NoticeView } from "./types";

/**
 * Notices as a list of links (the board, the home page's latest): the
 * title, its category and its date; pinned ones say so.
 */
export function NoticeList({
  notices,
  categories,
  pinned,
  level,
}: {
  notices: NoticeView[];
  categories: Record<NoticeView["category"], string>;
  pinned?: string;
  /** The titles' heading level: under the page's h1 (the board) or a section's h2 (the home page). */
  level: "h2" | "h3";
}) {
  const Title = level;
  return (
    <ul className="m-0 list-none divide-y divide-slate-200 p-0" data-notice-list="">
      {notices.map((n) => (
        <li key={n.id} className="py-4" data-notice={n.id}>
          <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="rounded bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
              {categories[n.category]}
            </span>
            {pinned && n.pinned ? <span className="font-semibold text-slate-900">{pinned}</span> : null}
            <time dateTime={n.isoDate}>{n.date}</time>
          </p>
          <Title className="m-0 mt-1 text-lg font-semibold">
            <a href={n.path} lang={n.titleLang} className="text-brand-800 hover:underline">
              {n.title}
            </a>
          </Title>
          {n.summary ? (
            <p className="m-0 mt-1 text-slate-700" lang={n.bodyLang}>
              {n.summary}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
