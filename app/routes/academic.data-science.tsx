import { Banner } from "~/components/banner";
import { DepartmentView } from "~/components/pages-a/department-view";
import { department } from "~/content/departments";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.data-science";

const info = page("/academic/data-science");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/academic/data-science", matches);

export default function AcademicDataSciencePage() {
  return (
    <>
      <Banner {...info.banner} />
      <DepartmentView department={department("/academic/data-science")} />
    </>
  );
}
