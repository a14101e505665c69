import { localeOf } from "~/i18n/locale";
import { requestInfo } from "~/lib/context";
import { boardPage } from "~/notices/board.server";
import { NoticeBoard } from "~/notices/notice-board";
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
  return <NoticeBoard board={loaderData} />;
}
