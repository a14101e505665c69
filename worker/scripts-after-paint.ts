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
 * - the hydration data (React Router's inline scripts that feed the page's
 *   loader data into its stream, often more than half of the page's
 *   compressed bytes) is taken out of the page and served apart as a script
 *   named by its digest (hydration-data.ts): a document that fits in the
 *   connection's first round trips paints a round trip sooner on a slow
 *   link (decision 023). The elements stay, emptied, as React expects them;
 * - a small loader at the end of <body> waits until the parsed page has
 *   painted (the browser's first-contentful-paint entry, and
 *   DOMContentLoaded), or the visitor's first tap or key press, whichever
 *   comes first (the load event where paint timing is missing; a tab in the
 *   background paints, and so starts them, once shown); it then adds the
 *   preloads back, loads the hydration data and, once it has run, turns the
 *   data blocks into module scripts, with this response's nonce (which
 *   'strict-dynamic' trusts). Should the data fail to load, the page stays
 *   as served, complete without scripts. No timers or animation frames:
 *   pages stay testable under a fake clock, and the overlay of a page still
 *   loading its documents (loading-overlay.tsx) still shows.
 *
 * React Router's context script (which opens the stream the data fills) and
 * the scroll restoration stay where they are.
 * Measured in docs/decisions/015-paint-before-scripts.md and 023.
 */
import { hydrationDataAddress } from "./hydration-address";
import { hydrationDigest } from "./hydration-data";

export const INERT_MODULE_TYPE = "text/x-module-after-paint";

/** How React Router's inline scripts that carry the loader data begin (its StreamTransfer). */
const HYDRATION_DATA_PREFIX = "window.__reactRouterContext.streamController.";

/** The loader, serialised into the page; it must not refer to anything outside itself. */
function loader(preloads: string[], inertType: string, dataAddress: string | null) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  let started = false;
  const triggers = ["pointerdown", "keydown", "touchstart"];
  const runModules = () => {
    for (const inert of document.querySelectorAll(`script[type="${inertType}"]`)) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    }
  };
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
    if (!dataAddress) return runModules();
    // The modules download meanwhile; they run once the data they hydrate from is in.
    const data = document.createElement("script");
    data.src = dataAddress;
    data.nonce = nonce;
    data.onload = runModules;
    document.body.appendChild(data);
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

/**
 * `page` is the path (and query) the page was rendered for; `keep` is given
 * the hydration data taken out of it, with its digest, before the response
 * ends (hydration-data.ts stores it where the loader will ask for it).
 */
export function withScriptsAfterPaint(
  response: Response,
  nonce: string,
  page: string,
  keep: (digest: string, data: string) => void,
): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const preloads: string[] = [];
  let data = "";
  let script = "";
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
    .on("script:not([type]):not([src])", {
      // A script's text may come in several chunks: it is held until its
      // last, then put back whole, or kept apart when it is hydration data.
      text(chunk) {
        script += chunk.text;
        if (!chunk.lastInTextNode) return void chunk.remove();
        if (script.startsWith(HYDRATION_DATA_PREFIX)) {
          data += `${script}\n`;
          chunk.remove();
        } else chunk.replace(script, { html: true });
        script = "";
      },
    })
    .on("body", {
      element(element) {
        element.onEndTag(async (end) => {
          let address: string | null = null;
          if (data) {
            const digest = await hydrationDigest(data);
            keep(digest, data);
            address = hydrationDataAddress(digest, page);
          }
          // JSON.stringify of paths, a constant and a hex digest: nothing here comes from a visitor
          // but the page's own path, and "<" is escaped below.
          const args = [preloads, INERT_MODULE_TYPE, address].map((arg) => JSON.stringify(arg)).join(",");
          const call = `(${loader.toString()})(${args})`;
          end.before(`<script nonce="${nonce}">${call.replace(/</g, "\\u003c")}</script>`, { html: true });
        });
      },
    })
    .transform(response);
}
