/**
 * What a page's markup tells the loader that starts its scripts
 * (worker/scripts-on-demand.ts), which runs before them. Every page is
 * complete without JavaScript, so by default its scripts start at the
 * visitor's first sign of activity; `ifStored` starts them sooner, and the
 * others say when a tap kept before they ran can be given again.
 */
export const SCRIPTS_ON_DEMAND = {
  /** Its value a localStorage key: start once the page has painted if the key is set (a form's draft to restore). */
  ifStored: "data-scripts-if-stored",
  /** Set on <html> once the page has hydrated (app/components/hydration-done.tsx): a tap the loader kept is given again then. */
  hydrated: "data-hydrated",
} as const;

/**
 * Dispatched on `document` by the entry (app/entry.client.tsx) once React
 * listens for events. A tap on a button that only a script can act on, made
 * before then, is remembered by the loader and given again once the page has
 * hydrated; a tap React handles makes the loader forget the one it kept.
 */
export const SCRIPTS_LISTENING_EVENT = "mbc:scripts-listening";
