/**
 * The loading overlay shown while the document is still loading (decision
 * 002), as a plain module the page script starts (app/page-script.ts): it
 * copies the overlay out of its inert <template> (`LOADING_OVERLAY`, its
 * value the most milliseconds to show it), unless the visitor asked for
 * reduced motion, and takes it away at the window's `load` event or after
 * that long, whichever is first.
 */
export const LOADING_OVERLAY = "data-overlay-while-loading";

export function showWhileLoading(template: HTMLTemplateElement): void {
  const doc = template.ownerDocument;
  const shown = template.content.firstElementChild?.cloneNode(true);
  if (!(shown instanceof Element) || doc.readyState === "complete") return;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  doc.body.appendChild(shown);
  const hide = () => shown.remove();
  setTimeout(hide, Number(template.getAttribute(LOADING_OVERLAY)));
  addEventListener("load", hide, { once: true });
}
