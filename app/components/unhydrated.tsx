import { type HTMLAttributes, type ReactNode, createElement, useId, useState } from "react";

const ATTRIBUTE = "data-unhydrated";

/**
 * Static markup the browser keeps exactly as the server sent it on the first
 * page load, instead of hydrating it. Hydration builds React's record of
 * every element it covers; for text and plain links that never change, that
 * is main-thread work a phone does for nothing (about as much again as
 * parsing and laying the page out). At hydration this renders the element
 * with its server HTML as `dangerouslySetInnerHTML`, which React leaves
 * alone; a part that mounts later, with no server HTML of its own to keep,
 * renders its children as usual.
 *
 * Only for content with no behaviour of its own: nothing inside has event
 * handlers, state or effects. The page never changes under it: every link
 * loads its page as a new document (app/i18n/link.tsx).
 */
export function Unhydrated({
  as = "div",
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: string; children: ReactNode }) {
  const id = useId();
  const [server] = useState(() => serverHtml(id));
  const attributes = { ...props, [ATTRIBUTE]: id };
  if (server === null) return createElement(as, attributes, children);
  return createElement(as, {
    ...attributes,
    dangerouslySetInnerHTML: { __html: server },
    suppressHydrationWarning: true,
  });
}

/** The part's server HTML, in the browser, where the server rendered it. */
function serverHtml(id: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}
