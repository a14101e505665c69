import { Outlet, type ShouldRevalidateFunctionArgs, data, isRouteErrorResponse } from "react-router";
import { pageIn } from "~/content/pages/localized.server";
import { englishPath, localeOfPath } from "~/i18n/locale";
import { requestInfo } from "~/lib/context";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/page";
import { NotFoundView, notFoundMeta } from "./not-found-view";

/**
 * The layout around every page of requirements §2.1 in both languages
 * (app/routes.ts). Its loader sends the page's record in the page's
 * language, from which the document's title, description, canonical and
 * language alternates are written (meta below) and the banner reads its
 * words (app/i18n/use-page.ts); so a page's browser code needs no record of
 * its own. While the Nepali version is off (NEPALI_VERSION), every /ne/
 * path is the English 404 page.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  // `url` is the page's, also for the browser's data requests (without their ".data").
  const pathname = decodeURIComponent(url.pathname);
  const locale = localeOfPath(pathname);
  if (locale === "ne" && !context.get(requestInfo).nepali) throw data(null, { status: 404 });
  // "/ne/" and "/ne" are the Nepali home page.
  const path = englishPath(pathname.replace(/(.)\/+$/, "$1"));
  return { page: pageIn(path, locale), locale };
}

/**
 * React Router keeps a layout's data when the visitor moves between the pages
 * under it; this layout's data is the page's own record, so every change of
 * page loads it again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.page ? pageMeta(loaderData.page, matches, loaderData.locale) : notFoundMeta({ matches });

export default function PageLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  throw error;
}
