import { LeaderMessagePage } from "~/components/people/leader-message-view";
import { ceoMessage } from "~/content/leaders";
import { ceoMessageNe } from "~/content/leaders.ne";
import { aboutCeoPage } from "~/content/pages/about.ceo";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/about.ceo";

/** The CEO's message in the page's language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { message: localeOf(request) === "ne" ? ceoMessageNe : ceoMessage };
}

export default function AboutCeoPage({ loaderData }: Route.ComponentProps) {
  return <LeaderMessagePage page={aboutCeoPage} message={loaderData.message} />;
}
