import { Banner } from "~/components/banner";
import { TitledSection } from "~/components/page-sections";
import type { ReactNode } from "react";
import { CourseCard } from "~/components/course-card";
import type { CourseCard as CourseCardData } from "~/content/courses";
import type { BannerData } from "~/content/pages";

/** The /Diplomas and /ShortCourses listings: a short introduction and a grid of cards (requirements §2.4). */
export function CourseListing({
  banner,
  heading,
  children,
  cards,
}: {
  banner: BannerData;
  heading: string;
  children: ReactNode;
  cards: CourseCardData[];
}) {
  return (
    <>
      <Banner {...banner} />
      <TitledSection id="listing-heading" title={heading} className="container py-10">
        <div className="prose mt-4">{children}</div>
        <ul className="mt-8 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3" data-course-list="">
          {cards.map((card) => (
            <li key={card.id}>
              <CourseCard card={card} headingLevel={3} />
            </li>
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
