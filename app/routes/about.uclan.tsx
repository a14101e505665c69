import { PartnerPage } from "~/components/partners/partnership-view";
import { aboutUclanPage } from "~/content/pages/about.uclan";
import { uclan } from "~/content/uclan";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/about.uclan";

export const meta: Route.MetaFunction = metaFor(aboutUclanPage);

export default function AboutUclanPage() {
  return <PartnerPage page={aboutUclanPage} content={uclan} />;
}
