import { ProgrammePage } from "~/components/programme/programme-page";
import { programme } from "~/content/programmes";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.cyber-security-short";

const record = programme("/programs/CyberSecurity");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/CyberSecurity", matches);

export default function ProgramsCyberSecurityShortPage() {
  return <ProgrammePage programme={record} />;
}
