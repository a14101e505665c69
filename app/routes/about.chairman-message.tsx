import { Banner } from "~/components/banner";
import { LeaderMessageView } from "~/components/people/leader-message-view";
import { chairmanMessage } from "~/content/leaders";
import { aboutChairmanMessagePage } from "~/content/pages/about.chairman-message";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.chairman-message";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(aboutChairmanMessagePage, matches);

export default function AboutChairmanMessagePage() {
  return (
    <>
      <Banner {...aboutChairmanMessagePage.banner} />
      <LeaderMessageView message={chairmanMessage} />
    </>
  );
}
