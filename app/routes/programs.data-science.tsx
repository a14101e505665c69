import { ProgrammePage } from "~/components/programme/programme-page";
import { dataScience } from "~/content/programmes/short-data-science";
import { programsDataSciencePage } from "~/content/pages/programs.data-science";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.data-science";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsDataSciencePage, matches);

export default function ProgramsDataSciencePage() {
  return <ProgrammePage programme={dataScience} info={programsDataSciencePage} />;
}
