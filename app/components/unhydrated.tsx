import { type HTMLAttributes, type ReactNode, createElement, useId, useState } from "react";
import { useLocation } from "react-router";
import { hydration } from "./hydration-state";

const ATTRIBUTE = "data-unhydrated";

/**
 * Static markup the browser keeps exactly as the server sent it on the first
 * page load, instead of hydrating it. Hydration builds React's record of
 * every element it covers; for text and plain links that never change, that
 * is main-thread work a phone does for nothing (about as much again as
 * parsing and laying the page out). During the first hydration this renders
 * the element with its server HTML as `dangerouslySetInnerHTML`, which React
 * leaves alone; rendered any later (a client-side navigation, a part that
 * mounts after the first load) it renders its children as usual.
 *
 * Only for content with no behaviour of its own: nothing inside has event
 * handlers, state or effects (links load their page as a new document,
 * app/i18n/link.tsx).
 *
 * The server's markup is kept until the path changes: a part that stays on
 * screen across a navigation (the frame) may show other words or another
 * current page there, so from then on it renders its children.
 */
export function Unhydrated({
  as = "div",
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: string; children: ReactNode }) {
  const id = useId();
  const { pathname } = useLocation();
  const [server] = useState(() => ({ html: serverHtml(id), pathname }));
  const attributes = { ...props, [ATTRIBUTE]: id };
  if (server.html === null || server.pathname !== pathname) return createElement(as, attributes, children);
  return createElement(as, {
    ...attributes,
    dangerouslySetInnerHTML: { __html: server.html },
    suppressHydrationWarning: true,
  });
}

/** The part's server HTML, while the first hydration is under way and the part is in the page. */
function serverHtml(id: string): string | null {
  if (typeof document === "undefined" || !hydration.initial) return null;
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}
