import { DepartmentPage } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicDataSciencePage } from "~/content/pages/academic.data-science";

export default function AcademicDataSciencePage() {
  return <DepartmentPage page={academicDataSciencePage} department={department("/academic/data-science")} />;
}
