import { LeaderMessagePage } from "~/components/people/leader-message-view";
import { chairmanMessage } from "~/content/leaders";
import { aboutChairmanMessagePage } from "~/content/pages/about.chairman-message";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/about.chairman-message";

export const meta: Route.MetaFunction = metaFor(aboutChairmanMessagePage);

export default function AboutChairmanMessagePage() {
  return <LeaderMessagePage page={aboutChairmanMessagePage} message={chairmanMessage} />;
}
