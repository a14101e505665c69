import { NoticeList } from "~/components/notices/notice-list";
import { BannerPage } from "~/components/page-sections";
import { fill } from "~/i18n/fill";
import { localeOf } from "~/i18n/locale";
import { toDevanagariDigits } from "~/i18n/numerals";
import { usePageRecord } from "~/i18n/use-page";
import { requestInfo } from "~/lib/context";
import { boardPage } from "~/lib/notice-board.server";
import type { Route } from "./+types/notices";

/** The board in the page's language, the office's live notices (requirements §2.5, §10 "Notices"). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const board = boardPage(await context.get(requestInfo).notices.live(), new URL(request.url), locale);
  return { ...board, locale };
}

/** The feed's address beside the page's own tags (the layout's, app/routes/page.tsx). */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...(matches.flatMap((m) => (m && "meta" in m ? m.meta : [])) ?? []),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", href: "/notices/feed.xml" },
];

/**
 * No React in the browser: the category filter is a GET form, the pages are
 * links, so the board works as the server sent it.
 */
export default function NoticesPage({ loaderData }: Route.ComponentProps) {
  const { words, category, categories, notices, page, pages, newer, older, locale } = loaderData;
  const digits = (n: number) => (locale === "ne" ? toDevanagariDigits(String(n)) : String(n));
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
