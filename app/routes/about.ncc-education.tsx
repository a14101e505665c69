import { PartnerPage } from "~/components/partners/partnership-view";
import { aboutNccEducationPage } from "~/content/pages/about.ncc-education";
import { nccEducation } from "~/content/ncc-education";

export default function AboutNccEducationPage() {
  return <PartnerPage page={aboutNccEducationPage} content={nccEducation} />;
}
