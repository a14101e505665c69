import { useState } from "react";
import { Link, NavLink } from "~/i18n/link";
import type { MenuGroupText } from "~/i18n/frame/types";
import { useFrame } from "~/i18n/use-frame";
import { Icon } from "../icons";
import { panelId } from "./ids";

/** The hamburger button that shows and hides the mobile panel (below the large breakpoint). */
export function MobileMenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { nav } = useFrame();
  return (
    <button
      type="button"
      data-hamburger
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={onToggle}
      className="lg:hidden flex h-11 w-11 items-center justify-center rounded-md hover:bg-brand-700 cursor-pointer"
    >
      <Icon name={open ? "close" : "menu"} />
      <span className="sr-only">{nav.menuButton}</span>
    </button>
  );
}

/**
 * The hamburger panel: the same menu as accordions, one top-level section open at a time.
 *
 * Its contents exist only while it is open. The panel opens only with
 * JavaScript, so its hundred-odd hidden elements in every page's HTML served
 * no one and cost every page their hydration; the same links are in the
 * desktop menu's HTML and the footer for crawlers.
 */
export function MobileMenu({ open }: { open: boolean }) {
  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="lg:hidden absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto overscroll-contain bg-white text-slate-800 shadow-xl"
    >
      {open ? <MobilePanel /> : null}
    </div>
  );
}

function MobilePanel() {
  const [section, setSection] = useState<string | null>(null);
  const { nav } = useFrame();
  return (
    <ul className="divide-y divide-slate-200 px-4 pb-4">
      <li>
        <Link to="/" className="block py-3 font-semibold text-slate-800 no-underline">
          {nav.home}
        </Link>
      </li>
      {nav.menu.map((item) => {
        const expanded = section === item.title;
        const id = panelId("mobile", item.title);
        return (
          <li key={item.title}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={id}
              onClick={() => setSection(expanded ? null : item.title)}
              className="flex w-full items-center justify-between py-3 text-left font-semibold cursor-pointer"
            >
              {item.title}
              <Icon
                name="chevron"
                width={18}
                height={18}
                className={`transition-transform ${expanded ? "rotate-180" : ""}`}
              />
            </button>
            <div id={id} hidden={!expanded} className="pb-3">
              {item.groups.map((group) => (
                <MobileGroup key={group.title} group={group} />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function MobileGroup({ group }: { group: MenuGroupText }) {
  const [open, setOpen] = useState(false);
  const id = panelId("mobile-group", group.title);
  return (
    <div className="ml-2 border-l-2 border-brand-100 pl-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between py-2 text-left font-medium text-brand-800 cursor-pointer"
      >
        {group.title}
        <Icon name="chevron" width={16} height={16} className={`transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul id={id} hidden={!open}>
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
    </div>
  );
}
