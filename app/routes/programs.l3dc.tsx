import { ProgrammePage } from "~/components/programme/programme-page";
import { l3dc } from "~/content/programmes/diplomas-level-3";
import { programsL3dcPage } from "~/content/pages/programs.l3dc";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l3dc";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsL3dcPage, matches);

export default function ProgramsL3dcPage() {
  return <ProgrammePage programme={l3dc} info={programsL3dcPage} />;
}
