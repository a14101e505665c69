import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l5dc-bm";

const info = page("/programs/l5dc-bm");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l5dc-bm", matches);

export default function ProgramsL5dcBmPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
