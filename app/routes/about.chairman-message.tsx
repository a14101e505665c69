import { LeaderMessagePage } from "~/components/people/leader-message-view";
import { chairmanMessage } from "~/content/leaders";
import { aboutChairmanMessagePage } from "~/content/pages/about.chairman-message";

export default function AboutChairmanMessagePage() {
  return <LeaderMessagePage page={aboutChairmanMessagePage} message={chairmanMessage} />;
}
