import { CourseListing } from "~/components/programme/course-listing";
import { diplomasListing } from "~/content/courses";
import { diplomasListingNe } from "~/content/courses.ne";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/diplomas";

/** The listing in the page's language (decision 021). */
export function loader({ request }: Route.LoaderArgs) {
  return localeOf(request) === "ne" ? diplomasListingNe : diplomasListing;
}

export default function DiplomasPage({ loaderData }: Route.ComponentProps) {
  return <CourseListing listing={loaderData} />;
}
