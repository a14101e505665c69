import { DepartmentPage } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicDataSciencePage } from "~/content/pages/academic.data-science";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/academic.data-science";

export const meta: Route.MetaFunction = metaFor(academicDataSciencePage);

export default function AcademicDataSciencePage() {
  return <DepartmentPage page={academicDataSciencePage} department={department("/academic/data-science")} />;
}
