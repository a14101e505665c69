/**
 * The id of a menu panel, for its button's aria-controls: the kind of panel
 * and the entry's title (or path of titles) as a lower-case slug, keeping
 * Latin letters, digits and the Devanagari block (letters, vowel signs and
 * digits), so Nepali titles give distinct ids. A plain character range, not
 * Unicode property classes: V8 builds those classes' tables the first time
 * one runs, a measurable cost on a slow phone's first hydration, and the
 * menus' titles are English or Nepali only.
 */
export function panelId(kind: "menu" | "submenu" | "mobile" | "mobile-group", name: string): string {
  return `${kind}-${name.toLowerCase().replace(/[^a-z0-9\u0900-\u0963\u0966-\u097f]+/g, "-")}`;
}
