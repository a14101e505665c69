import { ProgrammePage } from "~/components/programme/programme-page";
import { bscCybersecurity } from "~/content/programmes/bsc-cybersecurity";
import { programsBscCybersecurityPage } from "~/content/pages/programs.bsc-cybersecurity";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.bsc-cybersecurity";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsBscCybersecurityPage, matches);

export default function ProgramsBscCybersecurityPage() {
  return <ProgrammePage programme={bscCybersecurity} info={programsBscCybersecurityPage} />;
}
