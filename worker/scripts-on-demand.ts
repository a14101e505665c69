/**
 * Starts a page's scripts when the visitor needs them, not before.
 *
 * Every page is complete without JavaScript: the scripts add behaviour
 * (menus, the carousel, the forms' checks), never content. Starting React
 * and React Router costs a slow phone about as much main-thread time again
 * as showing the page (decision 025), and on a page that is only read it
 * buys nothing. This rewrite, applied to each render before it is cached
 * (page-cache.ts), holds the scripts back:
 *
 * - each <link rel="modulepreload"> is taken out and its address kept;
 * - each inline module script (React Router's bootstrap, which imports the
 *   entry and the route modules) becomes an inert data block;
 * - a small loader at the end of <body> starts them at the visitor's first
 *   sign of activity (a touch, a key, the mouse, a scroll, an edit; not a
 *   tap on a link, the menu or a section, which need no script), or
 *   sooner where the page asks (app/lib/scripts-on-demand.ts): once it has
 *   painted, when a form has a draft to restore. It
 *   then adds the preloads back and turns the data blocks into module
 *   scripts, with this response's nonce (which 'strict-dynamic' trusts).
 * - A tap on a button that only a script can act on (`type="button"`), made
 *   before React listens, is given again once the button can act, so a map
 *   card tapped on a slow phone still opens, a moment later, rather than
 *   ignoring the tap. Not a `popovertarget` button (the phone menu's): the
 *   browser acted on it at once, and a second click would close the menu.
 * No animation frames and no timers: pages stay testable under a fake clock.
 * What a page does at load without a framework (the popup, the loading
 * overlay, the counters) is the page script's (app/page-script.ts), a module
 * script of its own that this leaves as it is.
 *
 * React Router's context script and its inline scripts that carry the
 * page's loader data (plain scripts, which only fill a stream) and the
 * scroll restoration stay where they are.
 * Measured in docs/decisions/015-paint-before-scripts.md and 025.
 */
import { SCRIPTS_LISTENING_EVENT, SCRIPTS_ON_DEMAND } from "../app/lib/scripts-on-demand";

export const INERT_MODULE_TYPE = "text/x-module-on-demand";

/**
 * The visitor's signs of activity that start the scripts. A click comes
 * alone from a screen reader's "activate"; an edit without a key event from
 * autofill or dictation.
 */
const INTENT_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "click",
  "wheel",
  "scroll",
  "input",
  "change",
];

/**
 * Controls the browser answers by itself: a touch or click on one of these
 * is not a sign the scripts are needed. A link loads another document, where
 * these scripts would be wasted; the phone menu (a popover) and a section
 * (<details>) answer at once, and starting ~130 KB of downloads and
 * hydration on that same tap only competes with the answer (bench: the
 * first tap on a form page's menu, 1.2-3.3x the settled tap when it also
 * started the scripts). The next sign (a scroll, a key, a tap elsewhere)
 * starts them.
 */
const NATIVE_CONTROLS = "a[href], summary, [popovertarget]";
const POINTER_EVENTS = ["pointerdown", "touchstart", "click"];

type LoaderOptions = {
  preloads: string[];
  native: string;
  pointers: string[];
  inertType: string;
  intents: string[];
  attributes: typeof SCRIPTS_ON_DEMAND;
  listening: string;
};

/** The loader, serialised into the page; it must not refer to anything outside itself. */
function loader({ preloads, native, pointers, inertType, intents, attributes, listening }: LoaderOptions) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  const root = document.documentElement;
  let started = false;

  // A tap on a script-only button that nothing acted on is given again once
  // the page has hydrated. Before React listens, nothing acts on a tap; once
  // it listens but has not finished hydrating, React stops the click where
  // it receives it (on the document) and drops it. A click
  // that comes back up to the window once React listens was React's to
  // handle, and the tap kept before it is forgotten: two taps on the menu
  // must not open it and then close it again. No tap is given behind a modal
  // dialog the page has opened since, where it would act unseen.
  let tapped: HTMLElement | null = null;
  let reactListens = false;
  const remember = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      'button[type="button"]:not([popovertarget])',
    );
    if (button) tapped = button;
  };
  const handled = () => {
    if (reactListens) tapped = null;
  };
  addEventListener("click", remember, true);
  addEventListener("click", handled);
  document.addEventListener(
    listening,
    () => {
      reactListens = true;
    },
    { once: true },
  );
  new MutationObserver((_, observer) => {
    if (root.getAttribute(attributes.hydrated) === null) return;
    const button = tapped;
    observer.disconnect();
    removeEventListener("click", remember, true);
    removeEventListener("click", handled);
    tapped = null;
    if (button?.isConnected && !document.querySelector("dialog[open]")) button.click();
  }).observe(root, { attributes: true, attributeFilter: [attributes.hydrated] });

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
    for (const type of intents) removeEventListener(type, sign, true);
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    runModules();
  };
  function sign(event: Event) {
    const target = event.target as Element | null;
    if (pointers.includes(event.type) && target?.closest?.(native)) return;
    start();
  }
  for (const type of intents) addEventListener(type, sign, { capture: true, passive: true });
  // Coming back to a tab left open: what the page keeps current (the
  // contact page's "open now" line) is brought up to date as it is seen.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") start();
  });

  // A draft to restore starts them once the page has painted.
  const stored = (key: string | null) => {
    try {
      return key !== null && localStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  };
  const neededAtLoad = [...document.querySelectorAll(`[${attributes.ifStored}]`)].some((element) =>
    stored(element.getAttribute(attributes.ifStored)),
  );
  if (!neededAtLoad) return;
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

/** The page `response` with its scripts held back, and the loader that starts them given this response's `nonce`. */
export function withScriptsOnDemand(response: Response, nonce: string): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  const preloads: string[] = [];
  // A page that does not hydrate (app/lib/page-handle.ts) has nothing to hold back, and gets no loader.
  let held = false;
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
        if (element.hasAttribute("src")) return;
        element.setAttribute("type", INERT_MODULE_TYPE);
        held = true;
      },
    })
    .on("body", {
      element(element) {
        element.onEndTag((end) => {
          if (!held) return;
          // JSON.stringify of the build's paths and constants: nothing here comes from a visitor, and "<" is escaped below.
          const options: LoaderOptions = {
            preloads,
            native: NATIVE_CONTROLS,
            pointers: POINTER_EVENTS,
            inertType: INERT_MODULE_TYPE,
            intents: INTENT_EVENTS,
            attributes: SCRIPTS_ON_DEMAND,
            listening: SCRIPTS_LISTENING_EVENT,
          };
          const call = `(${loader.toString()})(${JSON.stringify(options)})`;
          end.before(`<script nonce="${nonce}">${call.replace(/</g, "\\u003c")}</script>`, { html: true });
        });
      },
    })
    .transform(response);
}
