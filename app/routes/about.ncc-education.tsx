import { PartnerPage } from "~/components/partners/partnership-view";
import { nccEducation } from "~/content/ncc-education";
import { nccEducationNe } from "~/content/ncc-education.ne";
import { aboutNccEducationPage } from "~/content/pages/about.ncc-education";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/about.ncc-education";

/** The page's content in its language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? nccEducationNe : nccEducation };
}

export default function AboutNccEducationPage({ loaderData }: Route.ComponentProps) {
  return <PartnerPage page={aboutNccEducationPage} content={loaderData.content} />;
}
