import { DROPDOWN_CLOSE_DELAY_MS, SUBMENU_FLIP_MARGIN_PX } from "./timing";

/** Marks the desktop menu's bar (desktop-menu.tsx), for this behaviour and tests. */
export const DESKTOP_MENU_ATTRIBUTE = "data-desktop-menu";

/**
 * What the desktop menu's native disclosures (desktop-menu.tsx) do not do by
 * themselves, as requirements §2.2 asks: a dropdown or group opens when the
 * pointer rests on it, and everything closes 200 ms after the pointer leaves
 * a dropdown (coming back in time keeps it open); the click that follows a
 * hover-open keeps it open (the pointer's own click would otherwise close
 * what it has just opened); Escape closes the innermost open disclosure and
 * returns focus to its summary; a click or tap outside the bar closes them
 * all; a group whose list would open closer than 240 px to the right edge
 * opens it to the left (`data-flip`).
 *
 * Plain DOM, no framework (the page script starts it): `menu` is the bar's
 * list, the document the window's. Returns what undoes it.
 */
export function startDesktopMenu(menu: HTMLElement): () => void {
  const doc = menu.ownerDocument;
  const win = doc.defaultView ?? window;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  /** The disclosure the pointer opened, until the next click on its summary. */
  let hoverOpened: HTMLDetailsElement | null = null;

  const openOnes = () => [...menu.querySelectorAll<HTMLDetailsElement>("details[open]")];
  const closeAll = () => {
    clearTimeout(closeTimer);
    for (const details of openOnes()) details.open = false;
    hoverOpened = null;
  };
  const flip = (group: HTMLDetailsElement) => {
    group.dataset.flip =
      group.getBoundingClientRect().right + SUBMENU_FLIP_MARGIN_PX > win.innerWidth ? "left" : "right";
  };
  const isGroup = (details: HTMLDetailsElement) => details.classList.contains("desktop-group");
  const disclosureOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLDetailsElement>("details") : null;

  const onEnter = (event: Event) => {
    const details = (event.currentTarget as HTMLElement).querySelector<HTMLDetailsElement>(":scope > details");
    if (!details) return;
    if (!isGroup(details)) clearTimeout(closeTimer);
    if (details.open) return;
    // A dropdown opened anew starts with its groups closed.
    if (isGroup(details)) flip(details);
    else for (const group of details.querySelectorAll("details")) group.open = false;
    hoverOpened = details;
    details.open = true;
  };
  const onLeave = () => {
    clearTimeout(closeTimer);
    closeTimer = setTimeout(closeAll, DROPDOWN_CLOSE_DELAY_MS);
  };
  const onClick = (event: MouseEvent) => {
    const summary = event.target instanceof Element ? event.target.closest("summary") : null;
    const details = summary?.parentElement;
    if (!(details instanceof HTMLDetailsElement) || !menu.contains(details)) return;
    const claim = hoverOpened === details;
    hoverOpened = null;
    if (claim && details.open) event.preventDefault();
    // Measured before it opens (Enter and Space on a summary click it too), so it never shows the wrong way first.
    else if (isGroup(details)) flip(details);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const innermost = openOnes().at(-1);
    if (!innermost) return;
    innermost.open = false;
    hoverOpened = null;
    innermost.querySelector<HTMLElement>(":scope > summary")?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!menu.contains(event.target as Node) && openOnes().length) closeAll();
  };

  // The dropdowns' and groups' list items: hover is theirs, so moving from a
  // summary into its list keeps it open.
  const items = [...menu.querySelectorAll("details")].map((details) => details.parentElement as HTMLElement);
  const dropdowns = items.filter((item) => !disclosureOf(item.parentElement));
  for (const item of items) item.addEventListener("mouseenter", onEnter);
  for (const item of dropdowns) item.addEventListener("mouseleave", onLeave);
  menu.addEventListener("click", onClick);
  doc.addEventListener("keydown", onKey);
  doc.addEventListener("pointerdown", onPointerDown);
  // A group opened before this ran (by a click before the scripts came) is measured now.
  for (const details of openOnes()) if (isGroup(details)) flip(details);
  return () => {
    clearTimeout(closeTimer);
    for (const item of items) item.removeEventListener("mouseenter", onEnter);
    for (const item of dropdowns) item.removeEventListener("mouseleave", onLeave);
    menu.removeEventListener("click", onClick);
    doc.removeEventListener("keydown", onKey);
    doc.removeEventListener("pointerdown", onPointerDown);
  };
}
