import { Banner } from "~/components/banner";
import { PartnershipView } from "~/components/partners/partnership-view";
import { aboutNccEducationPage } from "~/content/pages/about.ncc-education";
import { nccEducation } from "~/content/ncc-education";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.ncc-education";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(aboutNccEducationPage, matches);

export default function AboutNccEducationPage() {
  return (
    <>
      <Banner {...aboutNccEducationPage.banner} />
      <PartnershipView content={nccEducation} />
    </>
  );
}
