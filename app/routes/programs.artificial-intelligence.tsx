import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.artificial-intelligence";

const info = page("/programs/ArtificialIntelligence");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/ArtificialIntelligence", matches);

export default function ProgramsArtificialIntelligencePage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
