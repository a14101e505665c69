import { ProgrammePage } from "~/components/programme/programme-page";
import { l5dcBm } from "~/content/programmes/diplomas-level-5";
import { programsL5dcBmPage } from "~/content/pages/programs.l5dc-bm";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l5dc-bm";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsL5dcBmPage, matches);

export default function ProgramsL5dcBmPage() {
  return <ProgrammePage programme={l5dcBm} info={programsL5dcBmPage} />;
}
