import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/apply";

const info = page("/apply");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/apply", matches);

export default function ApplyPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
