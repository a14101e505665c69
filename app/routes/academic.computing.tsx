import { DepartmentPage } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicComputingPage } from "~/content/pages/academic.computing";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/academic.computing";

export const meta: Route.MetaFunction = metaFor(academicComputingPage);

export default function AcademicComputingPage() {
  return <DepartmentPage page={academicComputingPage} department={department("/academic/computing")} />;
}
