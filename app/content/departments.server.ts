import type { Locale } from "~/i18n/locale";
import { type DepartmentContent, departments } from "./departments";
import { departmentsNe } from "./departments.ne";
import type { PagePath } from "./pages";
import { programmeNames, programmePaths } from "./programmes/names";
import { programmeNamesNe } from "./programmes/names.ne";

/**
 * A department page's record in the page's language (its route's loader
 * sends it), each programme it teaches a link to that programme's page
 * under the name the page's language gives it.
 */
export function departmentIn(path: PagePath, locale: Locale): DepartmentContent {
  const found = (locale === "ne" ? departmentsNe : departments).find((d) => d.path === path);
  if (!found) throw new Error(`No department for ${path}`);
  const names = locale === "ne" ? programmeNamesNe : programmeNames;
  return { ...found, programmes: found.programmes.map((slug) => ({ label: names[slug], path: programmePaths[slug] })) };
}
