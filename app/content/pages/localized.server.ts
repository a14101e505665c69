import type { Locale } from "~/i18n/locale";
import { pages } from "../pages.server";
import { pageTextsNe } from "./ne";
import type { PageInfo } from "./types";

/**
 * A page's record in a language: the English record itself, or the same
 * record (path, slug, image) with its Nepali words. Null for a path that is
 * no page. `path` is the English path, decoded ("/programs/Data Science").
 */
export function pageIn(path: string, locale: Locale): PageInfo | null {
  const page: PageInfo | undefined = pages.find((p) => p.path === path);
  if (!page) return null;
  if (locale === "en") return page;
  const text = pageTextsNe[page.path as keyof typeof pageTextsNe];
  return {
    ...page,
    title: text.title,
    description: text.description,
    banner: { ...page.banner, ...text.banner },
  };
}
