import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about.chairman-message";

const info = page("/about/Chairman-message");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/about/Chairman-message", matches);

export default function AboutChairmanMessagePage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
