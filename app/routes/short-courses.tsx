import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/short-courses";

const info = page("/ShortCourses");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/ShortCourses", matches);

export default function ShortCoursesPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
