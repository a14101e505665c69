import { ProgrammePage } from "~/components/programme/programme-page";
import { l5dc } from "~/content/programmes/diplomas-level-5";
import { programsL5dcPage } from "~/content/pages/programs.l5dc";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l5dc";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsL5dcPage, matches);

export default function ProgramsL5dcPage() {
  return <ProgrammePage programme={l5dc} info={programsL5dcPage} />;
}
