import { useEffect, useState } from "react";
import { useWords } from "~/i18n/use-frame";

/**
 * The brief "Loading..." overlay of requirements §2.5/§4/§9, bounded as decision
 * docs/decisions/002-loading-overlays.md records: it is never in the
 * server-rendered HTML (state starts hidden), appears only when the document
 * is genuinely still loading at hydration (readyState !== "complete"), goes
 * at the window's load event or after `maxMs` (about 100 ms), whichever is
 * first, and never appears under prefers-reduced-motion. A client-side
 * navigation into the page finds the document already loaded, so it shows
 * nothing there either. Counters run underneath it; it never waits for them.
 * Its words are the page's language's (app/i18n/words/documents.ts).
 */
export const LOADING_OVERLAY_MAX_MS = 100;

export function LoadingOverlay({ maxMs = LOADING_OVERLAY_MAX_MS }: { maxMs?: number }) {
  const { loading } = useWords().documents;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (document.readyState === "complete") return;
    setVisible(true);
    const hide = () => setVisible(false);
    const timer = setTimeout(hide, maxMs);
    window.addEventListener("load", hide, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", hide);
    };
  }, [maxMs]);

  if (!visible) return null;
  return (
    <div data-loading-overlay="" className="fixed inset-0 z-50 flex items-center justify-center bg-white/80">
      <p
        role="status"
        className="flex items-center gap-3 rounded-lg bg-white px-5 py-3 text-lg font-semibold text-brand-800 shadow"
      >
        <span
          aria-hidden="true"
          className="h-5 w-5 animate-spin rounded-full border-3 border-brand-200 border-t-brand"
        />
        {loading}...
      </p>
    </div>
  );
}
