/**
 * The navigation bar is sticky; once the elements above it have scrolled
 * away it is shown as raised (a shadow, nothing that takes space, so
 * nothing shifts). A plain module the page script starts (app/page-script.ts):
 * a line of height one pixel just above the bar (`NAV_SENTINEL`) leaving the
 * viewport sets `data-fixed` on the bar, which its styles read.
 */
export const NAV_SENTINEL = "data-nav-sentinel";

export function startStickyShadow(sentinel: HTMLElement): () => void {
  const nav = sentinel.nextElementSibling;
  if (!(nav instanceof HTMLElement)) return () => {};
  const observer = new IntersectionObserver(([entry]) => {
    nav.dataset.fixed = entry?.isIntersecting ? "false" : "true";
  });
  observer.observe(sentinel);
  return () => observer.disconnect();
}
