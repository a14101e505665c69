import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l3ifdhes";

const record = programme("/programs/L3IFDHES");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/L3IFDHES", matches);

export default function ProgramsL3ifdhesPage() {
  return <ProgrammePage programme={record} />;
}
