import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.cyber-security-short";

const info = page("/programs/CyberSecurity");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/CyberSecurity", matches);

export default function ProgramsCyberSecurityShortPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
