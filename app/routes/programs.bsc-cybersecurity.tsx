import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/programs.bsc-cybersecurity";

const info = page("/programs/Bsc_cybersecurity");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/programs/Bsc_cybersecurity", matches);

export default function ProgramsBscCybersecurityPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
