import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l4dc-bm";

const info = page("/programs/l4dc-bm");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l4dc-bm", matches);

export default function ProgramsL4dcBmPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
