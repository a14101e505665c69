import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.credit-transfer";

const info = page("/about/credit-transfer");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/credit-transfer", matches);

export default function AboutCreditTransferPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
