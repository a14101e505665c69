import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/administration.admissions";

const info = page("/administration/admissions");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/administration/admissions", matches);

export default function AdministrationAdmissionsPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
