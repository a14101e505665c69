import { Banner } from "~/components/banner";
import { PartnershipView } from "~/components/pages-b/partnership-view";
import { page } from "~/content/pages";
import { nccEducation } from "~/content/ncc-education";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.ncc-education";

const info = page("/about/ncc-education");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/ncc-education", matches);

export default function AboutNccEducationPage() {
  return (
    <>
      <Banner {...info.banner} />
      <PartnershipView content={nccEducation} />
    </>
  );
}
