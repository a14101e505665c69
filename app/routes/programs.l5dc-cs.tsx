import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l5dc-cs";

const record = programme("/programs/l5dc-cs");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l5dc-cs", matches);

export default function ProgramsL5dcCsPage() {
  return <ProgrammePage programme={record} />;
}
