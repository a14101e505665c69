import { PartnerPage } from "~/components/partners/partnership-view";
import { aboutUclanPage } from "~/content/pages/about.uclan";
import { uclan } from "~/content/uclan";

export default function AboutUclanPage() {
  return <PartnerPage page={aboutUclanPage} content={uclan} />;
}
