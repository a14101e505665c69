import { ProgrammePage } from "~/components/programme/programme-page";
import { shortCyberSecurity } from "~/content/programmes/short-cyber-security";
import { programsCyberSecurityShortPage } from "~/content/pages/programs.cyber-security-short";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.cyber-security-short";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(programsCyberSecurityShortPage, matches);

export default function ProgramsCyberSecurityShortPage() {
  return <ProgrammePage programme={shortCyberSecurity} info={programsCyberSecurityShortPage} />;
}
