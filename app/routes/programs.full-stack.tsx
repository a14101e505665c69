import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.full-stack";

const info = page("/programs/fullStackDevlopment");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/fullStackDevlopment", matches);

export default function ProgramsFullStackPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
