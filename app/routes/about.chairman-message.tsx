import { LeaderMessagePage } from "~/components/people/leader-message-view";
import { chairmanMessage } from "~/content/leaders";
import { chairmanMessageNe } from "~/content/leaders.ne";
import { aboutChairmanMessagePage } from "~/content/pages/about.chairman-message";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/about.chairman-message";

/** The Chairman's message in the page's language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { message: localeOf(request) === "ne" ? chairmanMessageNe : chairmanMessage };
}

export default function AboutChairmanMessagePage({ loaderData }: Route.ComponentProps) {
  return <LeaderMessagePage page={aboutChairmanMessagePage} message={loaderData.message} />;
}
