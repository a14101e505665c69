import { LeaderMessagePage } from "~/components/people/leader-message-view";
import { ceoMessage } from "~/content/leaders";
import { aboutCeoPage } from "~/content/pages/about.ceo";

export default function AboutCeoPage() {
  return <LeaderMessagePage page={aboutCeoPage} message={ceoMessage} />;
}
