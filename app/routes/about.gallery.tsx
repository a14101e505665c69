import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.gallery";

const info = page("/about/gallary");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/gallary", matches);

export default function AboutGalleryPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
