import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.bsc-cybersecurity";

const record = programme("/programs/Bsc_cybersecurity");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/Bsc_cybersecurity", matches);

export default function ProgramsBscCybersecurityPage() {
  return <ProgrammePage programme={record} />;
}
