import { ProgrammePage } from "~/components/programme/programme-page";
import { businessComputing } from "~/content/programmes/bsc-business-computing";
import { programsBusinessComputingPage } from "~/content/pages/programs.business-computing";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.business-computing";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsBusinessComputingPage, matches);

export default function ProgramsBusinessComputingPage() {
  return <ProgrammePage programme={businessComputing} info={programsBusinessComputingPage} />;
}
