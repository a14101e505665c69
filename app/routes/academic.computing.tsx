import { Banner } from "~/components/banner";
import { DepartmentView } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicComputingPage } from "~/content/pages/academic.computing";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.computing";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(academicComputingPage, matches);

export default function AcademicComputingPage() {
  return (
    <>
      <Banner {...academicComputingPage.banner} />
      <DepartmentView department={department("/academic/computing")} />
    </>
  );
}
