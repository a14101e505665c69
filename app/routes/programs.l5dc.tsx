import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.l5dc";

const record = programme("/programs/l5dc");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/l5dc", matches);

export default function ProgramsL5dcPage() {
  return <ProgrammePage programme={record} />;
}
