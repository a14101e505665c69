import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/diplomas";

const info = page("/Diplomas");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/Diplomas", matches);

export default function DiplomasPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
