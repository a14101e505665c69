import { useRouteLoaderData } from "react-router";
import type { PageInfo } from "~/content/pages";

/**
 * The current page's record in the page's language, from the page layout's
 * loader (app/routes/page.tsx); undefined outside a page (the 404 page).
 */
export function usePage(): PageInfo | undefined {
  const data = useRouteLoaderData("routes/page") as { page: PageInfo | null } | undefined;
  return data?.page ?? undefined;
}

/** The record of the page being rendered, for a page's own route (which always has one). */
export function usePageRecord(): PageInfo {
  const page = usePage();
  if (!page) throw new Error("usePageRecord: the page layout's record is missing");
  return page;
}
