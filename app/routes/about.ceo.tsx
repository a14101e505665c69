import { Banner } from "~/components/banner";
import { LeaderMessageView } from "~/components/pages-b/leader-message-view";
import { ceoMessage } from "~/content/leaders";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.ceo";

const info = page("/about/CEO");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/CEO", matches);

export default function AboutCeoPage() {
  return (
    <>
      <Banner {...info.banner} />
      <LeaderMessageView message={ceoMessage} />
    </>
  );
}
