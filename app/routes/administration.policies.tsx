import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/administration.policies";

const info = page("/administration/policies");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/administration/policies", matches);

export default function AdministrationPoliciesPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
