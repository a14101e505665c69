import { useEffect, useRef, useState } from "react";
import { Link } from "~/i18n/link";
import { useFrame } from "~/i18n/use-frame";
import { LogoMark } from "./logo";
import { DesktopMenu } from "./nav/desktop-menu";
import { MobileMenu, MobileMenuButton } from "./nav/mobile-menu";
import { useMenuState } from "./nav/use-menu-state";

/**
 * Top navigation (requirements §2.2), built as a WAI-ARIA disclosure navigation:
 * buttons with aria-expanded, Escape closes and returns focus. On desktop a
 * dropdown also opens on hover and closes 200 ms after the pointer leaves.
 * Below the large breakpoint a hamburger panel with accordions replaces it:
 * native HTML (a popover and `<details>`), so it answers the first tap
 * before any script has run.
 * The pieces are in ./nav/: the menu state, the desktop and the mobile menu.
 */
export function Nav() {
  const state = useMenuState();
  const { nav } = useFrame();
  const [fixed, setFixed] = useState(false);
  const sentinelRef = useRef<HTMLDivElement>(null);

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
        ref={state.navRef}
        aria-label={nav.label}
        data-fixed={fixed ? "true" : "false"}
        className={`site-nav sticky top-0 z-40 bg-brand text-white ${fixed ? "shadow-lg" : ""}`}
      >
        <div className="container flex h-14 items-center justify-between gap-2">
          <Link to="/" className="flex items-center gap-2 text-white no-underline lg:hidden">
            <LogoMark size={28} />
            <span className="font-bold">MBC</span>
          </Link>
          <DesktopMenu state={state} />
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
