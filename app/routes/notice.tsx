import { data, isRouteErrorResponse, redirect } from "react-router";
import { NoticeBody } from "~/components/notices/notice-body";
import { localeOf, localeOfPath } from "~/i18n/locale";
import { requestInfo } from "~/lib/context";
import { noticeIdOf, noticePage } from "~/lib/notice-page.server";
import type { Route } from "./+types/notice";
import { NotFoundView, notFoundMeta } from "./not-found-view";

/**
 * One live notice at /notices/<id>-<words> (and /ne/…): another spelling of
 * the words is sent to the notice's own address; a notice that is not live
 * (draft, scheduled, ended, deleted) is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { siteUrl, nepali, notices } = context.get(requestInfo);
  const url = new URL(request.url);
  const locale = localeOf(request);
  if (localeOfPath(url.pathname) === "ne" && !nepali) throw data(null, { status: 404 });
  const id = noticeIdOf(params.notice);
  const page =
    id === null ? null : await noticePage(notices, id, locale, { origin: siteUrl.replace(/\/$/, ""), nepali });
  if (!page) throw data(null, { status: 404 });
  if (page.canonical !== url.pathname) throw redirect(page.canonical, 301);
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => loaderData?.meta ?? notFoundMeta({ matches });

/** The notice as the server sent it: no React in the browser (decision 028). */
export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const { notice, files, words } = loaderData;
  return (
    <article className="container max-w-3xl py-12">
      <p className="m-0">
        <a href={notice.path.replace(/\/[^/]+$/, "")}>← {words.back}</a>
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
        <section aria-labelledby="notice-files" className="mt-8">
          <h2 id="notice-files" className="text-xl font-semibold">
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  throw error;
}
