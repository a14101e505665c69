import { isRouteErrorResponse } from "react-router";
import { ProgrammePage } from "~/components/programme/programme-page";
import { programmeAt } from "~/content/programmes.server";
import { englishPath, localeOf } from "~/i18n/locale";
import { requestInfo } from "~/lib/context";
import type { Route } from "./+types/programme";
import { NotFoundView } from "./not-found-view";

/**
 * Every programme page (app/routes.ts gives this module one route per
 * programme). The loader picks the programme by the requested path, so the
 * browser receives that one record, in the page's language, as loader data
 * and never the others.
 * `url` is the page's URL also for the browser's data requests (without their
 * ".data" suffix); its path is percent-encoded ("/programs/Data%20Science").
 */
export function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  // While the Nepali version is off a /ne/ path is the English 404 page (app/routes/page.tsx): nothing Nepali is sent.
  if (locale === "ne" && !context.get(requestInfo).nepali) throw new Response("Not Found", { status: 404 });
  const programme = programmeAt(englishPath(decodeURIComponent(url.pathname)), locale);
  if (!programme) throw new Response("Not Found", { status: 404 });
  return { programme };
}

export default function Programme({ loaderData }: Route.ComponentProps) {
  const { programme } = loaderData;
  return <ProgrammePage programme={programme} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  throw error;
}
