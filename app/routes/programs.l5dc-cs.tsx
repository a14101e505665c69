import { ProgrammePage } from "~/components/programme/programme-page";
import { l5dcCs } from "~/content/programmes/diplomas-level-5";
import { programsL5dcCsPage } from "~/content/pages/programs.l5dc-cs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l5dc-cs";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsL5dcCsPage, matches);

export default function ProgramsL5dcCsPage() {
  return <ProgrammePage programme={l5dcCs} info={programsL5dcCsPage} />;
}
