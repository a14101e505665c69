import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admission.scholarship";

const info = page("/admission/scholarship");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/admission/scholarship", matches);

export default function AdmissionScholarshipPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
