import { forVisitors } from "~/content/confirm";
import { isRouteErrorResponse } from "react-router";
import { ProgrammePage } from "~/components/programme/programme-page";
import { programmeAt } from "~/content/programmes.server";
import { englishPath, localeOf } from "~/i18n/locale";
import type { Route } from "./+types/programme";
import { NotFoundView } from "./not-found-view";
import type { PageHandle } from "~/lib/page-handle";

// Hydrates: its enquiry form.
export const handle: PageHandle = { hydrate: true };

/**
 * Every programme page (app/routes.ts gives this module one route per
 * programme). The loader picks the programme by the requested path, so the
 * browser receives that one record, in the page's language, as loader data
 * and never the others.
 * `url` is the page's URL also for the browser's data requests (without their
 * ".data" suffix); its path is percent-encoded ("/programs/Data%20Science").
 */
export function loader({ url, request }: Route.LoaderArgs) {
  // While the Nepali version is off, localeOf() is English and the layout (app/routes/page.tsx) answers /ne/ with a 404.
  const programme = programmeAt(englishPath(decodeURIComponent(url.pathname)), localeOf(request));
  if (!programme) throw new Response("Not Found", { status: 404 });
  return { programme: forVisitors(programme) };
}

export default function Programme({ loaderData }: Route.ComponentProps) {
  const { programme } = loaderData;
  return <ProgrammePage programme={programme} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  throw error;
}
