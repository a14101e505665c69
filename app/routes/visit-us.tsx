import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/visit-us";

const info = page("/VisitUs");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/VisitUs", matches);

export default function VisitUsPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
