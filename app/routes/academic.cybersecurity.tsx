import { DepartmentPage } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicCybersecurityPage } from "~/content/pages/academic.cybersecurity";

export default function AcademicCybersecurityPage() {
  return <DepartmentPage page={academicCybersecurityPage} department={department("/academic/cybersecurity")} />;
}
