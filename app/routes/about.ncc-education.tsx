import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.ncc-education";

const info = page("/about/ncc-education");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/ncc-education", matches);

export default function AboutNccEducationPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
