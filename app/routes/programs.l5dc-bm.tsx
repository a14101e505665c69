import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l5dc-bm";

const record = programme("/programs/l5dc-bm");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l5dc-bm", matches);

export default function ProgramsL5dcBmPage() {
  return <ProgrammePage programme={record} />;
}
