import { CourseListing } from "~/components/programme/course-listing";
import { shortCoursesListing } from "~/content/courses";
import { shortCoursesListingNe } from "~/content/courses.ne";
import { localeOf } from "~/i18n/locale";
import { wordsIn } from "~/finder/words";
import type { Route } from "./+types/short-courses";

/** The listing in the page's language (decision 021). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { ...(locale === "ne" ? shortCoursesListingNe : shortCoursesListing), finder: wordsIn(locale).prompt };
}

export default function ShortCoursesPage({ loaderData }: Route.ComponentProps) {
  return <CourseListing listing={loaderData} />;
}
