import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.artificial-intelligence";

const record = programme("/programs/ArtificialIntelligence");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/ArtificialIntelligence", matches);

export default function ProgramsArtificialIntelligencePage() {
  return <ProgrammePage programme={record} />;
}
