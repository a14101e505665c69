import { DepartmentPage } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicCybersecurityPage } from "~/content/pages/academic.cybersecurity";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/academic.cybersecurity";

export const meta: Route.MetaFunction = metaFor(academicCybersecurityPage);

export default function AcademicCybersecurityPage() {
  return <DepartmentPage page={academicCybersecurityPage} department={department("/academic/cybersecurity")} />;
}
