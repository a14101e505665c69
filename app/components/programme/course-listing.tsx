import { Banner } from "~/components/banner";
import { TitledSection } from "~/components/page-sections";
import { CourseCard } from "~/components/course-card";
import type { CourseListingPage } from "~/content/courses";
import { FinderPrompt } from "~/components/finder-prompt";
import { usePage } from "~/i18n/use-page";
import { ProgressionPathway } from "./progression-pathway";

/**
 * The /Diplomas and /ShortCourses listings: a short introduction, the
 * diplomas' pathway, and a grid of cards (requirements §2.4). The listing
 * comes from the route's loader and the banner from the page layout's,
 * both in the page's language.
 */
export function CourseListing({ listing }: { listing: CourseListingPage }) {
  const page = usePage();
  if (!page) throw new Error("CourseListing: the page layout's record is missing");
  return (
    <>
      <Banner {...page.banner} />
      <TitledSection id="listing-heading" title={listing.heading} className="container py-10">
        <div className="prose mt-4">
          <p>{listing.intro}</p>
          {listing.pathway ? <ProgressionPathway steps={listing.pathway} /> : null}
        </div>
        <ul className="mt-8 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3" data-course-list="">
          {listing.cards.map((card) => (
            <li key={card.id}>
              <CourseCard card={card} headingLevel={3} />
            </li>
          ))}
        </ul>
        <FinderPrompt prompt={listing.finder} className="mt-8" />
      </TitledSection>
    </>
  );
}
