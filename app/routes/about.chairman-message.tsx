import { Banner } from "~/components/banner";
import { LeaderMessageView } from "~/components/pages-b/leader-message-view";
import { chairmanMessage } from "~/content/leaders";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.chairman-message";

const info = page("/about/Chairman-message");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/Chairman-message", matches);

export default function AboutChairmanMessagePage() {
  return (
    <>
      <Banner {...info.banner} />
      <LeaderMessageView message={chairmanMessage} />
    </>
  );
}
