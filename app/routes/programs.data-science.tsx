import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.data-science";

const record = programme("/programs/Data Science");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/Data Science", matches);

export default function ProgramsDataSciencePage() {
  return <ProgrammePage programme={record} />;
}
