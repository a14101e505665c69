import { Banner } from "~/components/banner";
import { LeaderMessageView } from "~/components/people/leader-message-view";
import { ceoMessage } from "~/content/leaders";
import { aboutCeoPage } from "~/content/pages/about.ceo";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.ceo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(aboutCeoPage, matches);

export default function AboutCeoPage() {
  return (
    <>
      <Banner {...aboutCeoPage.banner} />
      <LeaderMessageView message={ceoMessage} />
    </>
  );
}
