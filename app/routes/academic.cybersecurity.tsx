import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.cybersecurity";

const info = page("/academic/cybersecurity");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/academic/cybersecurity", matches);

export default function AcademicCybersecurityPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
