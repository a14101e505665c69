import { BannerPage } from "~/components/page-sections";
import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/locale";
import { localNumber } from "~/i18n/numerals";
import { usePageRecord } from "~/i18n/use-page";
import type { boardPage } from "./board.server";
import { NoticeList } from "./notice-list";

/** One page of the board in the page's language (board.server.ts). */
export type Board = ReturnType<typeof boardPage> & { locale: Locale };

/** The filter, one page of notices and the links to the pages beside it; nothing here needs script. */
export function NoticeBoard({ board }: { board: Board }) {
  const { words, category, categories, notices, page, pages, newer, older, locale } = board;
  const digits = localNumber(locale);
  return (
    <BannerPage page={usePageRecord()}>
      <div className="container max-w-3xl py-12">
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 font-semibold">
            {words.filter}
            <select
              name="category"
              defaultValue={category ?? ""}
              className="rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900"
            >
              <option value="">{words.everyCategory}</option>
              {categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary">
            {words.show}
          </button>
        </form>
        {notices.length ? (
          <NoticeList notices={notices} categories={words.categories} pinned={words.pinned} level="h2" />
        ) : (
          <p className="mt-8" role="status">
            {words.none}
          </p>
        )}
        {pages > 1 ? (
          <nav aria-label={fill(words.pageOf, { n: digits(page) })} className="mt-6 flex justify-between gap-4">
            {newer ? (
              <a href={newer} rel="prev">
                {words.newer}
              </a>
            ) : (
              <span />
            )}
            {older ? (
              <a href={older} rel="next">
                {words.older}
              </a>
            ) : null}
          </nav>
        ) : null}
        <p className="mt-8">
          <a href="/notices/feed.xml" type="application/atom+xml">
            {words.feed}
          </a>
        </p>
      </div>
    </BannerPage>
  );
}
