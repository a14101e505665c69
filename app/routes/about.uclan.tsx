import { PartnerPage } from "~/components/partners/partnership-view";
import { aboutUclanPage } from "~/content/pages/about.uclan";
import { uclan } from "~/content/uclan";
import { uclanNe } from "~/content/uclan.ne";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/about.uclan";

/** The page's content in its language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? uclanNe : uclan };
}

export default function AboutUclanPage({ loaderData }: Route.ComponentProps) {
  return <PartnerPage page={aboutUclanPage} content={loaderData.content} />;
}
