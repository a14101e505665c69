import type { NoticeWords } from "./words";
import type { NoticeView } from "./types";
import { NoticeBody } from "./notice-body";

/** A file of a notice as its page lists it: the name, its address, and its kind and size in the page's words. */
export interface NoticeFile {
  name: string;
  url: string;
  label: string;
}

/**
 * A notice as its own page shows it: category, date, title, body and
 * files. The public page (app/routes/notice.tsx) and the office's preview
 * (worker/notices/office-pages.tsx) both draw it, so the preview is what
 * the page will show; every piece of text is a React text node.
 */
export function NoticeArticle({
  notice,
  files,
  words,
  back,
  filesId = "notice-files",
}: {
  notice: NoticeView;
  files: NoticeFile[];
  words: NoticeWords;
  /** The board's address, for the link back to it. */
  back: string;
  /** The files' heading's id, unique on the page (the office's preview shows two notices). */
  filesId?: string;
}) {
  return (
    <article className="container max-w-3xl py-12">
      <p className="m-0">
        <a href={back}>← {words.back}</a>
      </p>
      <p className="mt-6 flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
        <span className="rounded bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
          {words.categories[notice.category]}
        </span>
        <span>
          {words.published} <time dateTime={notice.isoDate}>{notice.date}</time>
        </span>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800" lang={notice.titleLang}>
        {notice.title}
      </h1>
      <div className="mt-6">
        <NoticeBody notice={notice} />
      </div>
      {files.length ? (
        <section aria-labelledby={filesId} className="mt-8">
          <h2 id={filesId} className="text-xl font-semibold">
            {words.files}
          </h2>
          <ul className="mt-2">
            {files.map((file) => (
              <li key={file.url}>
                <a href={file.url}>{file.name}</a> <span className="text-slate-700">({file.label})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
