/**
 * What a page's markup tells the loader that starts its scripts
 * (worker/scripts-on-demand.ts), which runs before them. Every page is
 * complete without JavaScript, so by default its scripts start at the
 * visitor's first sign of activity; these attributes start them sooner, for
 * the parts that act without being touched, or ask the loader itself for
 * the two things a page does at load that need no framework (a dialog
 * opened once per session, an overlay while loading).
 */
export const SCRIPTS_ON_DEMAND = {
  /** On any element: start the scripts once the page has painted (a behaviour due at load, such as the hero video). */
  atLoad: "data-scripts-at-load",
  /** On an element whose behaviour begins in view (counters, the carousel): start as it comes near the viewport. */
  whenVisible: "data-scripts-when-visible",
  /** Its value a localStorage key: start once the page has painted if the key is set (a form's draft to restore). */
  ifStored: "data-scripts-if-stored",
  /**
   * On a <dialog>, its value a sessionStorage key: the loader opens it as a
   * modal once the page is idle, unless this session has the key, and sets
   * the key as it opens. No script of the page is needed for that, and the
   * dialog closes natively (Escape, a `method="dialog"` form).
   */
  openOncePerSession: "data-open-once-per-session",
  /**
   * On a <template> holding a loading overlay, its value the most
   * milliseconds to show it: the loader shows the overlay while the document
   * is still loading, unless the visitor asked for reduced motion, and takes
   * it away at the `load` event or after that long (app/components/loading-overlay.tsx).
   */
  loadingOverlay: "data-overlay-while-loading",
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
  /** Set by the loader on each dialog it is looking after on this page load, so the page's own code leaves it alone. */
  openedByLoader: "data-opened-by-loader",
} as const;

/**
 * Dispatched on `document` by the entry (app/entry.client.tsx) once React
 * listens for events. A tap on a button that only a script can act on, made
 * before then (or after, on a part React has not hydrated yet, which React
 * drops), is remembered by the loader and given again once the button can
 * act; a tap React handles makes the loader forget the one it kept.
 */
export const SCRIPTS_LISTENING_EVENT = "mbc:scripts-listening";

/** How long the popup may wait for an idle moment (requirements §2.3). */
export const IDLE_TIMEOUT_MS = 1500;
