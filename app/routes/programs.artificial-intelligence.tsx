import { ProgrammePage } from "~/components/programme/programme-page";
import { artificialIntelligence } from "~/content/programmes/short-artificial-intelligence";
import { programsArtificialIntelligencePage } from "~/content/pages/programs.artificial-intelligence";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.artificial-intelligence";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsArtificialIntelligencePage, matches);

export default function ProgramsArtificialIntelligencePage() {
  return <ProgrammePage programme={artificialIntelligence} info={programsArtificialIntelligencePage} />;
}
