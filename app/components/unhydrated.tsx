import { type HTMLAttributes, type MouseEvent, type ReactNode, createElement, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
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
 * handlers, state or effects. Links inside still navigate within the app:
 * a click is handled here, as React Router's Link would handle it.
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
  const navigate = useNavigate();
  const attributes = { ...props, [ATTRIBUTE]: id };
  if (server.html === null || server.pathname !== pathname) return createElement(as, attributes, children);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = inAppHref(event);
    if (!href) return;
    event.preventDefault();
    navigate(href);
  };
  return createElement(as, {
    ...attributes,
    onClick,
    dangerouslySetInnerHTML: { __html: server.html },
    suppressHydrationWarning: true,
  });
}

/** The part's server HTML, while the first hydration is under way and the part is in the page. */
function serverHtml(id: string): string | null {
  if (typeof document === "undefined" || !hydration.initial) return null;
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

/** The path a plain left click on a same-origin link goes to, when the app should take it. */
function inAppHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return null;
  const url = new URL(link.href);
  // Files (a brochure, the fees PDF) are the browser's to open, not a route's.
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
