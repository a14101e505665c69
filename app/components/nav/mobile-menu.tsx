import { Link, NavLink } from "~/i18n/link";
import type { MenuGroupText } from "~/i18n/frame/types";
import { useFrame } from "~/i18n/use-frame";
import { Icon } from "../icons";

/** The phone menu's panel: a native popover, so the button answers the first tap with no script. */
export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The hamburger button (below the large breakpoint). A `popovertarget`
 * button: the browser opens and closes the panel, keeps `aria-expanded` in
 * step and returns focus here when Escape closes it, from the HTML the
 * server sent, before (or without) any script. Its icon turns into a cross
 * while the panel is open (app.css).
 */
export function MobileMenuButton() {
  const { nav } = useFrame();
  return (
    <button
      type="button"
      data-hamburger
      popoverTarget={MOBILE_MENU_ID}
      className="lg:hidden flex h-11 w-11 items-center justify-center rounded-md hover:bg-brand-700 cursor-pointer"
    >
      <Icon name="menu" data-menu-icon="open" />
      <Icon name="close" data-menu-icon="close" />
      <span className="sr-only">{nav.menuButton}</span>
    </button>
  );
}

/**
 * The hamburger panel: the same menu as accordions, one top-level section
 * open at a time (`<details name>`), each with its groups as nested
 * `<details>`. A native popover: an outside tap or Escape closes it, and
 * while it is open the page does not scroll (app.css). It sits at the top
 * of the screen, over the bar, with its own close button.
 */
export function MobileMenu() {
  const { nav } = useFrame();
  // A link loads its page as a new document, where the menu starts closed.
  return (
    <div id={MOBILE_MENU_ID} popover="auto" className="mobile-menu lg:hidden">
      <div className="mobile-menu-sheet overflow-y-auto overscroll-contain bg-white text-slate-800 shadow-xl">
        <div className="mobile-menu-close flex justify-end px-2 pt-2">
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            popoverTargetAction="hide"
            className="flex h-11 w-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50 cursor-pointer"
          >
            <Icon name="close" />
            <span className="sr-only">{nav.closeMenu}</span>
          </button>
        </div>
        <ul className="divide-y divide-slate-200 px-4 pb-4">
          <li>
            <Link to="/" className="block py-3 font-semibold text-slate-800 no-underline">
              {nav.home}
            </Link>
          </li>
          {nav.menu.map((item) => (
            <li key={item.title}>
              <details name="mobile-menu-section" data-menu-section={item.title}>
                <summary className="flex w-full items-center justify-between py-3 text-left font-semibold cursor-pointer">
                  {item.title}
                  <Icon name="chevron" width={18} height={18} className="transition-transform" data-arrow="" />
                </summary>
                <div className="pb-3">
                  {item.groups.map((group) => (
                    <MobileGroup key={group.title} group={group} />
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function MobileGroup({ group }: { group: MenuGroupText }) {
  return (
    <details className="ml-2 border-l-2 border-brand-100 pl-3">
      <summary className="flex w-full items-center justify-between py-2 text-left font-medium text-brand-800 cursor-pointer">
        {group.title}
        <Icon name="chevron" width={16} height={16} className="transition-transform" data-arrow="" />
      </summary>
      <ul>
        {group.items.map((item) => (
          <li key={item.link}>
            <NavLink
              to={encodeURI(item.link)}
              className="block py-2 pl-2 text-slate-700 no-underline aria-[current=page]:font-bold"
            >
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
