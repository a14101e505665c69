import { LeaderMessagePage } from "~/components/people/leader-message-view";
import { ceoMessage } from "~/content/leaders";
import { aboutCeoPage } from "~/content/pages/about.ceo";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/about.ceo";

export const meta: Route.MetaFunction = metaFor(aboutCeoPage);

export default function AboutCeoPage() {
  return <LeaderMessagePage page={aboutCeoPage} message={ceoMessage} />;
}
