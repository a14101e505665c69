import { ProgrammePage } from "~/components/programme/programme-page";
import { fullStack } from "~/content/programmes/short-full-stack";
import { programsFullStackPage } from "~/content/pages/programs.full-stack";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.full-stack";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsFullStackPage, matches);

export default function ProgramsFullStackPage() {
  return <ProgrammePage programme={fullStack} info={programsFullStackPage} />;
}
