import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.data-science";

const info = page("/academic/data-science");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/academic/data-science", matches);

export default function AcademicDataSciencePage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
