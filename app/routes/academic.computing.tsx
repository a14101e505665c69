import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.computing";

const info = page("/academic/computing");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/academic/computing", matches);

export default function AcademicComputingPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
