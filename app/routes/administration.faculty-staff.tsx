import { Banner } from "~/components/banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/administration.faculty-staff";

const info = page("/administration/faculty-staff");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/administration/faculty-staff", matches);

export default function AdministrationFacultyStaffPage() {
  return (
    <>
      <Banner {...info.banner} />
      <section className="container py-10">
        <p className="prose">{info.description}</p>
      </section>
    </>
  );
}
