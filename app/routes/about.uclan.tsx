import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.uclan";

const info = page("/about/uclan");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/uclan", matches);

export default function AboutUclanPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
