import { ProgrammePage } from "~/components/programme/programme-page";
import { l4dcBm } from "~/content/programmes/diplomas-level-4";
import { programsL4dcBmPage } from "~/content/pages/programs.l4dc-bm";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l4dc-bm";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsL4dcBmPage, matches);

export default function ProgramsL4dcBmPage() {
  return <ProgrammePage programme={l4dcBm} info={programsL4dcBmPage} />;
}
