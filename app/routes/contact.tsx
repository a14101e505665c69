import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

const info = page("/contact");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/contact", matches);

export default function ContactPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
