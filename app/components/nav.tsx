import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/i18n/link";
import { useFrame } from "~/i18n/use-frame";
import { LogoMark } from "./logo";
import { DESKTOP_MENU_ATTRIBUTE, DesktopMenu } from "./nav/desktop-menu";
import { startDesktopMenu } from "./nav/desktop-menu-behaviour";
import { MOBILE_MENU_ID, MobileMenu, MobileMenuButton } from "./nav/mobile-menu";

/**
 * Top navigation (requirements §2.2): native disclosures, so every menu
 * answers the first click or tap from the HTML the server sent, before any
 * script has run. On desktop, dropdowns of `<details>` (with hovering, the
 * close delay and Escape added by a small plain module); below the large
 * breakpoint, a hamburger button opening a popover of accordions.
 * The pieces are in ./nav/: the desktop menu and its behaviour, the mobile menu.
 */
export function Nav() {
  const { nav } = useFrame();
  const { pathname } = useLocation();
  const [fixed, setFixed] = useState(false);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const shownFor = useRef(pathname);

  // A new page closes every menu, the phone's panel and both menus'
  // disclosures (without scripts every link loads a new document, which
  // starts closed; this covers navigation within the app). Not on
  // hydration: a menu the visitor opened before the scripts came stays open.
  // Then the desktop menu's hovering, close delay and Escape start again,
  // as its elements may be new.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    if (shownFor.current !== pathname) {
      const panel = nav.querySelector<HTMLElement>(`#${MOBILE_MENU_ID}`);
      if (panel?.matches(":popover-open")) panel.hidePopover();
      for (const open of nav.querySelectorAll("details[open]")) open.removeAttribute("open");
    }
    shownFor.current = pathname;
    const menu = nav.querySelector<HTMLElement>(`[${DESKTOP_MENU_ATTRIBUTE}]`);
    return menu ? startDesktopMenu(menu) : undefined;
  }, [pathname]);

  // The bar is fixed (sticky) once the elements above it scroll away; the
  // flag only adds a shadow, the space is kept so nothing shifts.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return;
    const observer = new IntersectionObserver(([entry]) => setFixed(!entry?.isIntersecting));
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div ref={sentinelRef} aria-hidden="true" className="h-px -mb-px" />
      <nav
        ref={navRef}
        aria-label={nav.label}
        data-fixed={fixed ? "true" : "false"}
        className={`site-nav sticky top-0 z-40 bg-brand text-white ${fixed ? "shadow-lg" : ""}`}
      >
        <div className="container flex h-14 items-center justify-between gap-2">
          <Link to="/" className="flex items-center gap-2 text-white no-underline lg:hidden">
            <LogoMark size={28} />
            <span className="font-bold">MBC</span>
          </Link>
          <DesktopMenu />
          <div className="flex items-center gap-2">
            <Link
              to={encodeURI(nav.quickLink.link)}
              className="rounded-md bg-accent px-4 py-2 font-bold text-brand-900 no-underline hover:bg-white"
            >
              {nav.quickLink.title}
            </Link>
            <MobileMenuButton />
          </div>
        </div>
        <MobileMenu />
      </nav>
    </>
  );
}
