import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admission.why-mbc";

const info = page("/admission/why-mbc");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/admission/why-mbc", matches);

export default function AdmissionWhyMbcPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
