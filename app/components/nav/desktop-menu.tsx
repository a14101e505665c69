import { useEffect, useRef, useState } from "react";
import { NavLink } from "~/i18n/link";
import { SUBMENU_FLIP_MARGIN_PX } from "./timing";
import type { MenuGroupText } from "~/i18n/frame/types";
import { useFrame } from "~/i18n/use-frame";
import { Icon } from "../icons";
import { Unhydrated } from "../unhydrated";
import { panelId } from "./ids";
import type { MenuState } from "./use-menu-state";

/** Where the desktop menu shows (UnoCSS's `lg`, the `lg:flex` below); under it the mobile menu does. */
export const DESKTOP_MENU_MEDIA = "(min-width: 1024px)";

/**
 * The large-screen menu bar: Home, then a WAI-ARIA disclosure button per
 * dropdown (aria-expanded), each dropdown holding nested submenus.
 */
export function DesktopMenu({ state }: { state: MenuState }) {
  const { nav } = useFrame();
  // Hidden on a phone, where hydrating it (a third of a page's hydration
  // work) would serve nobody: there it keeps the server's markup until the
  // screen is wide enough to show it (see Unhydrated).
  const shown = useMediaMatch(DESKTOP_MENU_MEDIA);
  return (
    <Unhydrated as="ul" until={shown} className="hidden lg:flex items-stretch h-full gap-1">
      <li className="flex">
        <NavLink
          to="/"
          end
          className="flex items-center px-3 font-semibold text-white no-underline hover:bg-brand-700 aria-[current=page]:underline underline-offset-4"
        >
          {nav.home}
        </NavLink>
      </li>
      {nav.menu.map((item) => {
        const key = item.title;
        const open = state.openKey === key;
        const id = panelId("menu", key);
        return (
          <li
            key={key}
            className="relative flex"
            onMouseEnter={() => state.hoverOpen(key)}
            onMouseLeave={state.scheduleClose}
          >
            <button
              type="button"
              data-menu-key={key}
              aria-expanded={open}
              aria-controls={id}
              onClick={() => state.clickToggle(key)}
              className="flex items-center gap-1 px-3 font-semibold hover:bg-brand-700 cursor-pointer"
            >
              {item.title}
              <Icon
                name="chevron"
                width={16}
                height={16}
                className={`transition-transform ${open ? "rotate-180" : ""}`}
              />
            </button>
            <ul
              id={id}
              hidden={!open}
              className="absolute left-0 top-full min-w-60 rounded-b-md bg-white py-2 text-slate-800 shadow-xl ring-1 ring-black/10"
            >
              {item.groups.map((group) => {
                const menuKey = `${key}/${group.title}`;
                return (
                  <NestedGroup
                    key={group.title}
                    group={group}
                    open={state.nestedKey === menuKey}
                    onToggle={(next) => state.setNestedKey(next ? menuKey : null)}
                    menuKey={menuKey}
                  />
                );
              })}
            </ul>
          </li>
        );
      })}
    </Unhydrated>
  );
}

/** Whether `media` matches, from the first render in the browser on (false on the server), following changes. */
function useMediaMatch(media: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== "undefined" && window.matchMedia(media).matches);
  useEffect(() => {
    const query = window.matchMedia(media);
    const update = () => setMatches(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [media]);
  return matches;
}

function NestedGroup({
  group,
  open,
  onToggle,
  menuKey,
}: {
  group: MenuGroupText;
  open: boolean;
  onToggle: (open: boolean) => void;
  menuKey: string;
}) {
  const itemRef = useRef<HTMLLIElement>(null);
  const hoverOpened = useRef(false);
  const [flip, setFlip] = useState(false);
  const id = panelId("submenu", menuKey);

  // requirements §2.2: flip the nested submenu to the left when opening it to the
  // right would overflow the viewport by the 240 px flip margin.
  const measure = () => {
    const rect = itemRef.current?.getBoundingClientRect();
    if (rect) setFlip(rect.right + SUBMENU_FLIP_MARGIN_PX > window.innerWidth);
  };

  return (
    <li
      ref={itemRef}
      className="relative"
      onMouseEnter={() => {
        measure();
        if (!open) hoverOpened.current = true;
        onToggle(true);
      }}
    >
      <button
        type="button"
        data-menu-key={menuKey}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          measure();
          // As in the top row: the click after a hover-open keeps the submenu open.
          const claim = hoverOpened.current;
          hoverOpened.current = false;
          onToggle(claim || !open);
        }}
        className="flex w-full items-center justify-between gap-4 px-4 py-2 text-left font-medium hover:bg-brand-50 cursor-pointer"
      >
        {group.title}
        <Icon name="chevron" width={16} height={16} className={flip ? "rotate-90" : "-rotate-90"} />
      </button>
      {/*
        The links themselves are kept as the server sent them on a first load
        (see Unhydrated): the lists are most of the menu's elements.
      */}
      <Unhydrated
        as="ul"
        id={id}
        hidden={!open}
        data-flip={flip ? "left" : "right"}
        className={`absolute top-0 w-72 rounded-md bg-white py-2 shadow-xl ring-1 ring-black/10 ${flip ? "right-full" : "left-full"}`}
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
      </Unhydrated>
    </li>
  );
}
