import { DepartmentPage } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicComputingPage } from "~/content/pages/academic.computing";

export default function AcademicComputingPage() {
  return <DepartmentPage page={academicComputingPage} department={department("/academic/computing")} />;
}
