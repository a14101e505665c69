import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.data-science";

const info = page("/programs/Data Science");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/Data Science", matches);

export default function ProgramsDataSciencePage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
