/**
 * Starts a page's scripts only once the page has loaded and painted.
 *
 * Every page is complete without JavaScript: the scripts add behaviour
 * (menus, the carousel, the forms' checks), never content. Yet React Router
 * preloads the page's whole module graph from <head>, and on a slow phone
 * link those downloads shared the bandwidth with the stylesheet and the
 * page's images, so the first and the largest paint waited for code that
 * paints nothing. This rewrite, applied to each render before it is cached
 * (page-cache.ts), holds the scripts back:
 *
 * - each <link rel="modulepreload"> is taken out and its address kept;
 * - each inline module script (React Router's bootstrap, which imports the
 *   entry and the route modules) becomes an inert data block;
 * - a small loader at the end of <body> waits until the parsed page has
 *   painted (the browser's first-contentful-paint entry, and
 *   DOMContentLoaded), or the visitor's first tap or key press, whichever
 *   comes first (the load event where paint timing is missing; a tab in the
 *   background paints, and so starts them, once shown); it then adds the preloads back and turns
 *   the data blocks into module scripts, with this response's nonce (which
 *   'strict-dynamic' trusts). No timers or animation frames: pages stay
 *   testable under a fake clock, and the overlay of a page still loading
 *   its documents (loading-overlay.tsx) still shows.
 *
 * React Router's classic inline scripts (its context and loader data) stay
 * where they are; they only fill in data the bootstrap reads.
 * Measured in docs/decisions/015-paint-before-scripts.md.
 */
export const INERT_MODULE_TYPE = "text/x-module-after-paint";

/** The loader, serialised into the page; it must not refer to anything outside itself. */
function loader(preloads: string[], inertType: string) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  let started = false;
  const triggers = ["pointerdown", "keydown", "touchstart"];
  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) removeEventListener(type, start, true);
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    for (const inert of document.querySelectorAll(`script[type="${inertType}"]`)) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    }
  };
  for (const type of triggers) addEventListener(type, start, { capture: true, once: true, passive: true });
  // A browser without paint timing starts them at the load event.
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    addEventListener("load", start, { once: true });
    return;
  }
  let painted = false;
  let parsed = document.readyState !== "loading";
  const whenBoth = () => {
    if (painted && parsed) start();
  };
  if (!parsed)
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        parsed = true;
        whenBoth();
      },
      { once: true },
    );
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    painted = true;
    whenBoth();
  }).observe({ type: "paint", buffered: true });
}

export function withScriptsAfterPaint(response: Response, nonce: string): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const preloads: string[] = [];
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(element) {
        const href = element.getAttribute("href");
        if (href) preloads.push(href);
        element.remove();
      },
    })
    .on('script[type="module"]', {
      element(element) {
        if (!element.hasAttribute("src")) element.setAttribute("type", INERT_MODULE_TYPE);
      },
    })
    .on("body", {
      element(element) {
        element.onEndTag((end) => {
          // JSON.stringify of paths and a constant: nothing here comes from a visitor.
          const call = `(${loader.toString()})(${JSON.stringify(preloads)},${JSON.stringify(INERT_MODULE_TYPE)})`;
          end.before(`<script nonce="${nonce}">${call.replace(/</g, "\\u003c")}</script>`, { html: true });
        });
      },
    })
    .transform(response);
}
