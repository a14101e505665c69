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
  /**
   * Set on <html> once the page's shell has hydrated (app/components/hydration-done.tsx),
   * and on a `hydratesLater` part once that part has: a tap the loader kept is given again then.
   */
  hydrated: "data-hydrated",
  /**
   * On the outer element of a part that hydrates after the shell (its code
   * is loaded apart, or it waits to come into view): a tap kept for a button
   * inside it waits for the part's own `hydrated` mark, since React drops a
   * click on a part it cannot hydrate yet.
   */
  hydratesLater: "data-hydrates-later",
} as const;

/**
 * Dispatched on `document` by the entry (app/entry.client.tsx) once React
 * listens for events. A tap on a button that only a script can act on, made
 * before then (or after, on a part React has not hydrated yet, which React
 * drops), is remembered by the loader and given again once the button can
 * act; a tap React handles makes the loader forget the one it kept.
 */
export const SCRIPTS_LISTENING_EVENT = "mbc:scripts-listening";
