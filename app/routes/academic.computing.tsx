import { Banner } from "~/components/banner";
import { DepartmentView } from "~/components/pages-a/department-view";
import { department } from "~/content/departments";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/academic.computing";

const info = page("/academic/computing");

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/academic/computing", matches);

export default function AcademicComputingPage() {
  return (
    <>
      <Banner {...info.banner} />
      <DepartmentView department={department("/academic/computing")} />
    </>
  );
}
