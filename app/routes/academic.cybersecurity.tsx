import { Banner } from "~/components/banner";
import { DepartmentView } from "~/components/pages-a/department-view";
import { department } from "~/content/departments";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.cybersecurity";

const info = page("/academic/cybersecurity");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/academic/cybersecurity", matches);

export default function AcademicCybersecurityPage() {
  return (
    <>
      <Banner {...info.banner} />
      <DepartmentView department={department("/academic/cybersecurity")} />
    </>
  );
}
