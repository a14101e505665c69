import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l4dc-bm";

const record = programme("/programs/l4dc-bm");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l4dc-bm", matches);

export default function ProgramsL4dcBmPage() {
  return <ProgrammePage programme={record} />;
}
