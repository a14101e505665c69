import { Link } from "~/i18n/link";
import { useFrame } from "~/i18n/use-frame";
import { LogoMark } from "./logo";
import { DesktopMenu } from "./nav/desktop-menu";
import { MobileMenu, MobileMenuButton } from "./nav/mobile-menu";
import { NAV_SENTINEL } from "./nav/sticky-behaviour";

/**
 * Top navigation (requirements §2.2): native disclosures, so every menu
 * answers the first click or tap from the HTML the server sent, before any
 * script has run. On desktop, dropdowns of `<details>` (with hovering, the
 * close delay and Escape added by the page script); below the large
 * breakpoint, a hamburger button opening a popover of accordions. Nothing
 * here is React's to run: the bar renders once, on the server.
 * The pieces are in ./nav/: the desktop menu and its behaviour, the mobile menu.
 */
export function Nav() {
  const { nav } = useFrame();
  return (
    <>
      {/* Raised once this line has scrolled away (sticky-behaviour.ts). */}
      <div aria-hidden="true" className="h-px -mb-px" {...{ [NAV_SENTINEL]: "" }} />
      <nav
        aria-label={nav.label}
        data-fixed="false"
        className="site-nav sticky top-0 z-40 bg-brand text-white data-[fixed=true]:shadow-lg"
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
