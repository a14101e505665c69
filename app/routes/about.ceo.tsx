import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.ceo";

const info = page("/about/CEO");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/CEO", matches);

export default function AboutCeoPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
