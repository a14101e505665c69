import type { Locale } from "~/i18n/locale";
import { type Department, departments } from "./departments";
import { departmentsNe } from "./departments.ne";
import type { PagePath } from "./pages";

/** A department page's record in the page's language (its route's loader sends it). */
export function departmentIn(path: PagePath, locale: Locale): Department {
  const found = (locale === "ne" ? departmentsNe : departments).find((d) => d.path === path);
  if (!found) throw new Error(`No department for ${path}`);
  return found;
}
