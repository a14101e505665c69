import { PartnerPage } from "~/components/partners/partnership-view";
import { aboutNccEducationPage } from "~/content/pages/about.ncc-education";
import { nccEducation } from "~/content/ncc-education";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/about.ncc-education";

export const meta: Route.MetaFunction = metaFor(aboutNccEducationPage);

export default function AboutNccEducationPage() {
  return <PartnerPage page={aboutNccEducationPage} content={nccEducation} />;
}
