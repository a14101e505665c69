import { forVisitors } from "~/content/confirm";
import { DepartmentPage } from "~/components/departments/department-view";
import { departmentIn } from "~/content/departments.server";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/academic.cybersecurity";
import type { PageHandle } from "~/lib/page-handle";

// Hydrates: its enquiry form.
export const handle: PageHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  return { department: forVisitors(departmentIn("/academic/cybersecurity", localeOf(request))) };
}

export default function AcademicCybersecurityPage({ loaderData }: Route.ComponentProps) {
  return <DepartmentPage department={loaderData.department} />;
}
