import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admission.fees-funding";

const info = page("/admission/fees-funding");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/admission/fees-funding", matches);

export default function AdmissionFeesFundingPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
