import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.business-computing";

const info = page("/programs/business-computing");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/business-computing", matches);

export default function ProgramsBusinessComputingPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
