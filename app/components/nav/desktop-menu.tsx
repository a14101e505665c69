import { NavLink } from "~/i18n/link";
import type { MenuGroupText } from "~/i18n/frame/types";
import { useFrame } from "~/i18n/use-frame";
import { Icon } from "../icons";
import { DESKTOP_MENU_ATTRIBUTE } from "./desktop-menu-behaviour";
import { panelId } from "./ids";

/**
 * The large-screen menu bar: Home, then a native disclosure per dropdown
 * (`<details name>`: one open at a time), each holding its groups as nested
 * disclosures (one open at a time within the dropdown). A click or Enter
 * opens and closes them from the HTML the server sent, before (or without)
 * any script. Hovering, the 200 ms close delay, Escape, an outside click and
 * flipping a submenu that would overflow are a small plain module's
 * (desktop-menu-behaviour.ts), which the page script starts.
 */
export function DesktopMenu() {
  const { nav } = useFrame();
  return (
    <ul {...{ [DESKTOP_MENU_ATTRIBUTE]: "" }} className="hidden lg:flex items-stretch h-full gap-1">
      <li className="flex">
        <NavLink
          to="/"
          end
          className="flex items-center px-3 font-semibold text-white no-underline hover:bg-brand-700 aria-[current=page]:underline underline-offset-4"
        >
          {nav.home}
        </NavLink>
      </li>
      {nav.menu.map((item) => (
        <li key={item.title} className="flex">
          <details name="desktop-menu" data-menu-key={item.title} className="desktop-dropdown relative h-full">
            <summary className="flex h-full items-center gap-1 px-3 font-semibold hover:bg-brand-700 cursor-pointer">
              {item.title}
              <Icon name="chevron" width={16} height={16} className="transition-transform" data-arrow="" />
            </summary>
            <ul
              id={panelId("menu", item.title)}
              className="absolute left-0 top-full min-w-60 rounded-b-md bg-white py-2 text-slate-800 shadow-xl ring-1 ring-black/10"
            >
              {item.groups.map((group) => (
                <NestedGroup key={group.title} group={group} menuKey={`${item.title}/${group.title}`} />
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** A dropdown's group: a disclosure whose list opens to the right (or, flipped, to the left). */
function NestedGroup({ group, menuKey }: { group: MenuGroupText; menuKey: string }) {
  const [menu] = menuKey.split("/");
  return (
    <li>
      <details
        name={`desktop-menu-${panelId("menu", menu!)}`}
        data-menu-key={menuKey}
        className="desktop-group relative"
      >
        <summary className="flex w-full items-center justify-between gap-4 px-4 py-2 text-left font-medium hover:bg-brand-50 cursor-pointer">
          {group.title}
          <Icon name="chevron" width={16} height={16} className="desktop-group-arrow" />
        </summary>
        <ul
          id={panelId("submenu", menuKey)}
          className="desktop-submenu absolute top-0 w-72 rounded-md bg-white py-2 shadow-xl ring-1 ring-black/10"
        >
          {group.items.map((item) => (
            <li key={item.link}>
              <NavLink
                to={encodeURI(item.link)}
                className="block px-4 py-2 text-slate-800 no-underline hover:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-700"
              >
                {item.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
