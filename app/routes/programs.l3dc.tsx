import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l3dc";

const info = page("/programs/l3dc");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l3dc", matches);

export default function ProgramsL3dcPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
