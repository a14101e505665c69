import { Banner } from "~/components/banner";
import { DepartmentView } from "~/components/departments/department-view";
import { department } from "~/content/departments";
import { academicDataSciencePage } from "~/content/pages/academic.data-science";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.data-science";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(academicDataSciencePage, matches);

export default function AcademicDataSciencePage() {
  return (
    <>
      <Banner {...academicDataSciencePage.banner} />
      <DepartmentView department={department("/academic/data-science")} />
    </>
  );
}
