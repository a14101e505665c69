import { requestInfo } from "~/lib/context";
import type { Route } from "./+types/robots";

/** /robots.txt: everything may be crawled except the API; points to the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(requestInfo).siteUrl.replace(/\/$/, "");
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
