/**
 * Shown in place of a gallery image that fails to load (requirements §4
 * "Images"); drawn by scripts/make-gallery.ts. A module of its own so the
 * tile and the viewer can use it without bringing the gallery's records
 * (app/content/gallery.ts, sent by the page's loader) into the browser's code.
 */
export const GALLERY_PLACEHOLDER = "/gallery/placeholder.svg";
