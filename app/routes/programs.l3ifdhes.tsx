import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l3ifdhes";

const info = page("/programs/L3IFDHES");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/L3IFDHES", matches);

export default function ProgramsL3ifdhesPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
