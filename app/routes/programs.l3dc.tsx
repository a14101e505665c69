import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l3dc";

const record = programme("/programs/l3dc");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l3dc", matches);

export default function ProgramsL3dcPage() {
  return <ProgrammePage programme={record} />;
}
