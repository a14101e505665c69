import { ProgrammePage } from "~/components/programme/programme-page";
import { l4dc } from "~/content/programmes/diplomas-level-4";
import { programsL4dcPage } from "~/content/pages/programs.l4dc";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l4dc";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsL4dcPage, matches);

export default function ProgramsL4dcPage() {
  return <ProgrammePage programme={l4dc} info={programsL4dcPage} />;
}
