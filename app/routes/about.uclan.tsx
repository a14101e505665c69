import { Banner } from "~/components/banner";
import { PartnershipView } from "~/components/pages-b/partnership-view";
import { page } from "~/content/pages";
import { uclan } from "~/content/uclan";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.uclan";

const info = page("/about/uclan");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/uclan", matches);

export default function AboutUclanPage() {
  return (
    <>
      <Banner {...info.banner} />
      <PartnershipView content={uclan} />
    </>
  );
}
