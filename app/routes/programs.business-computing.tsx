import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.business-computing";

const record = programme("/programs/business-computing");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/business-computing", matches);

export default function ProgramsBusinessComputingPage() {
  return <ProgrammePage programme={record} />;
}
