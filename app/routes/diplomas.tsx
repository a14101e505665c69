import { CourseListing } from "~/components/programme/course-listing";
import { diplomasListing } from "~/content/courses";
import { diplomasListingNe } from "~/content/courses.ne";
import { localeOf } from "~/i18n/locale";
import { wordsIn } from "~/finder/words";
import type { Route } from "./+types/diplomas";

/** The listing in the page's language (decision 021). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { ...(locale === "ne" ? diplomasListingNe : diplomasListing), finder: wordsIn(locale).prompt };
}

export default function DiplomasPage({ loaderData }: Route.ComponentProps) {
  return <CourseListing listing={loaderData} />;
}
