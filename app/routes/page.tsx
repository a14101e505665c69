import { Outlet, data, isRouteErrorResponse } from "react-router";
import { pageIn } from "~/content/pages/localized.server";
import { englishPath, localeOfPath } from "~/i18n/locale";
import { requestInfo } from "~/lib/context";
import { frameText } from "~/i18n/frame/index.server";
import { pageMeta } from "~/lib/seo.server";
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
  const page = pageIn(path, locale);
  const { siteUrl, nepali } = context.get(requestInfo);
  // The page's tags, written here so that their code stays on the server (app/lib/seo.server.ts).
  const settings = { origin: siteUrl.replace(/\/$/, ""), nepali, crumbs: frameText[locale].crumbs };
  return { page, locale, meta: page ? pageMeta(page, settings, locale) : null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => loaderData?.meta ?? notFoundMeta({ matches });

export default function PageLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  throw error;
}
