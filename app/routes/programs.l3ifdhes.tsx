import { ProgrammePage } from "~/components/programme/programme-page";
import { l3ifdhes } from "~/content/programmes/diplomas-level-3";
import { programsL3ifdhesPage } from "~/content/pages/programs.l3ifdhes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l3ifdhes";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsL3ifdhesPage, matches);

export default function ProgramsL3ifdhesPage() {
  return <ProgrammePage programme={l3ifdhes} info={programsL3ifdhesPage} />;
}
