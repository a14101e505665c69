import { data, isRouteErrorResponse, redirect } from "react-router";
import { NoticeArticle } from "~/notices/notice-article";
import { localeOf, localeOfPath } from "~/i18n/locale";
import { requestInfo } from "~/lib/context";
import { noticeIdOf, noticePage } from "~/notices/page.server";
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
  return <NoticeArticle notice={notice} files={files} words={words} back={notice.path.replace(/\/[^/]+$/, "")} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  throw error;
}
