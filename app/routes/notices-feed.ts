import { requestInfo } from "~/lib/context";
import { noticesFeed } from "~/notices/feed.server";
import type { Route } from "./+types/notices-feed";

/** /notices/feed.xml: fresh within a minute of a change, as the pages are. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, notices } = context.get(requestInfo);
  return new Response(noticesFeed(await notices.live(), siteUrl.replace(/\/$/, "")), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
