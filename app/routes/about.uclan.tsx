import { Banner } from "~/components/banner";
import { PartnershipView } from "~/components/partners/partnership-view";
import { aboutUclanPage } from "~/content/pages/about.uclan";
import { uclan } from "~/content/uclan";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.uclan";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(aboutUclanPage, matches);

export default function AboutUclanPage() {
  return (
    <>
      <Banner {...aboutUclanPage.banner} />
      <PartnershipView content={uclan} />
    </>
  );
}
