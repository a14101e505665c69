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
 * - what React Router writes to start the page in the browser leaves the
 *   page: the context script that opens its stream, the hydration data that
 *   feeds it (the page's loader data, often more than half of the page's
 *   compressed bytes) and the module script that imports the entry and the
 *   route modules. Together they are served apart as one script named by
 *   its digest (hydration-data.ts), which ends by starting that module
 *   script: a document that fits in the connection's first round trip
 *   paints a round trip sooner on a slow link (decision 023). The elements
 *   stay, emptied, where React expects them;
 * - a small loader at the end of <body> waits until the parsed page has
 *   painted (the browser's first-contentful-paint entry, and
 *   DOMContentLoaded), or the visitor's first tap or key press, whichever
 *   comes first (the load event where paint timing is missing; a tab in the
 *   background paints, and so starts them, once shown); it then adds the
 *   preloads back and loads that script, with this response's nonce (which
 *   'strict-dynamic' trusts), which the module script it starts inherits.
 *   Should it fail to load, nothing runs: the page stays as served,
 *   complete without scripts. No timers or animation frames: pages stay
 *   testable under a fake clock, and the overlay of a page still loading
 *   its documents (loading-overlay.tsx) still shows.
 *
 * The scroll restoration stays where it is: it must run before the first paint.
 * Measured in docs/decisions/015-paint-before-scripts.md and 023.
 */
import { hydrationDataAddress } from "./hydration-address";
import { hydrationDigest } from "./hydration-data";

/**
 * How React Router's inline scripts that start the page begin: the context
 * (which opens the stream) and the chunks of loader data that feed it (its
 * StreamTransfer).
 */
const STARTUP_PREFIXES = ["window.__reactRouterContext = ", "window.__reactRouterContext.streamController."];

/** The hydration script's last statement, serialised into it: runs React Router's module script. */
function startModules(text: string) {
  const script = document.createElement("script");
  script.type = "module";
  script.nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  script.textContent = text;
  document.body.appendChild(script);
}

/** The loader, serialised into the page; it must not refer to anything outside itself. */
function loader(preloads: string[], address: string) {
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
    // The modules download meanwhile; the script starts them once the data is in.
    const script = document.createElement("script");
    script.src = address;
    script.nonce = nonce;
    document.body.appendChild(script);
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
  let startup = "";
  let modules = "";
  let script = "";
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(element) {
        const href = element.getAttribute("href");
        if (href) preloads.push(href);
        element.remove();
      },
    })
    .on('script[type="module"]:not([src])', {
      text(chunk) {
        modules += chunk.text;
        chunk.remove();
      },
    })
    .on("script:not([type]):not([src])", {
      // A script's text may come in several chunks: it is held until its
      // last, then put back whole, or kept apart when it starts the page.
      text(chunk) {
        script += chunk.text;
        if (!chunk.lastInTextNode) return void chunk.remove();
        if (STARTUP_PREFIXES.some((prefix) => script.startsWith(prefix))) {
          startup += `${script}\n`;
          chunk.remove();
        } else chunk.replace(script, { html: true });
        script = "";
      },
    })
    .on("body", {
      element(element) {
        element.onEndTag(async (end) => {
          if (modules) startup += `(${startModules.toString()})(${JSON.stringify(modules)});\n`;
          // Not a page React Router renders: there is nothing to start.
          if (!startup) return;
          const digest = await hydrationDigest(startup);
          keep(digest, startup);
          const address = hydrationDataAddress(digest, page);
          // JSON.stringify of paths and a hex digest: nothing here comes from a visitor
          // but the page's own path, and "<" is escaped below.
          const args = [preloads, address].map((arg) => JSON.stringify(arg)).join(",");
          const call = `(${loader.toString()})(${args})`;
          end.before(`<script nonce="${nonce}">${call.replace(/</g, "\\u003c")}</script>`, { html: true });
        });
      },
    })
    .transform(response);
}
