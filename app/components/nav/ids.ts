/**
 * The id of a menu panel, for its button's aria-controls: the kind of panel
 * and the entry's title (or path of titles) as a lower-case slug (Devanagari
 * letters and their vowel signs kept, so Nepali titles give distinct ids).
 */
export function panelId(kind: "menu" | "submenu" | "mobile" | "mobile-group", name: string): string {
  return `${kind}-${name.replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").toLowerCase()}`;
}
