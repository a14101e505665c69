import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.full-stack";

const record = programme("/programs/fullStackDevlopment");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/fullStackDevlopment", matches);

export default function ProgramsFullStackPage() {
  return <ProgrammePage programme={record} />;
}
