import { useWords } from "~/i18n/use-frame";
import { escapeHtml } from "~/lib/escape-html";
import { LOADING_OVERLAY } from "./loading-overlay-behaviour";

/**
 * The brief "Loading..." overlay of requirements §2.5/§4/§9, bounded as decision
 * docs/decisions/002-loading-overlays.md records. It is never shown by the
 * server HTML: the page carries it in a <template> (inert, never painted),
 * and the page script (loading-overlay-behaviour.ts) shows it while the
 * document is still loading, unless the visitor asked for reduced motion,
 * and takes it away at the window's `load` event or after `maxMs` (about
 * 100 ms), whichever is first. Counters run underneath it; it never waits
 * for them. Its words are the page's language's (app/i18n/words/documents.ts).
 */
export const LOADING_OVERLAY_MAX_MS = 100;

export function LoadingOverlay({ maxMs = LOADING_OVERLAY_MAX_MS }: { maxMs?: number }) {
  const { loading } = useWords().documents;
  // Written as markup, not as React children: the parser moves a template's
  // children into its inert content, where hydration would not find them and
  // would render them again as live elements.
  const overlay = `<div data-loading-overlay="" class="fixed inset-0 z-50 flex items-center justify-center bg-white/80"><p role="status" class="flex items-center gap-3 rounded-lg bg-white px-5 py-3 text-lg font-semibold text-brand-800 shadow"><span aria-hidden="true" class="h-5 w-5 animate-spin rounded-full border-3 border-brand-200 border-t-brand"></span>${escapeHtml(loading)}...</p></div>`;
  return (
    <template
      {...{ [LOADING_OVERLAY]: String(maxMs) }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup around the page's own escaped word for "Loading"
      dangerouslySetInnerHTML={{ __html: overlay }}
    />
  );
}
