import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l4dc";

const record = programme("/programs/l4dc");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l4dc", matches);

export default function ProgramsL4dcPage() {
  return <ProgrammePage programme={record} />;
}
