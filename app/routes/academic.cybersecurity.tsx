import { Banner } from "~/components/banner";
import { DepartmentView } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicCybersecurityPage } from "~/content/pages/academic.cybersecurity";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.cybersecurity";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(academicCybersecurityPage, matches);

export default function AcademicCybersecurityPage() {
  return (
    <>
      <Banner {...academicCybersecurityPage.banner} />
      <DepartmentView department={department("/academic/cybersecurity")} />
    </>
  );
}
