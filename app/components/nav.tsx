import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { DROPDOWN_CLOSE_DELAY_MS, SUBMENU_FLIP_MARGIN_PX, type MenuGroup, menu, quickLink } from "~/content/navigation";
import { href } from "~/content/pages";
import { Icon } from "./icons";
import { LogoMark } from "./logo";

/**
 * Top navigation (SPEC §2.2), built as a WAI-ARIA disclosure navigation:
 * buttons with aria-expanded, Escape closes and returns focus. On desktop a
 * dropdown also opens on hover and closes 200 ms after the pointer leaves.
 * Below the large breakpoint a hamburger panel with accordions replaces it.
 */
export function Nav() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [nestedKey, setNestedKey] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [fixed, setFixed] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The menu the pointer opened by hovering, until the next click on it. */
  const hoverOpened = useRef<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeAll = useCallback(() => {
    cancelClose();
    setOpenKey(null);
    setNestedKey(null);
  }, []);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(closeAll, DROPDOWN_CLOSE_DELAY_MS);
  };

  // A new page closes every menu.
  useEffect(() => {
    closeAll();
    setMobileOpen(false);
  }, [location.pathname, closeAll]);

  // The bar is fixed (sticky) once the elements above it scroll away; the
  // flag only adds a shadow, the space is kept so nothing shifts.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return;
    const observer = new IntersectionObserver(([entry]) => setFixed(!entry?.isIntersecting));
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  // Outside click/tap and Escape close whatever is open.
  useEffect(() => {
    if (!openKey && !mobileOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) {
        closeAll();
        setMobileOpen(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const key = nestedKey ?? openKey;
      if (mobileOpen && !openKey) {
        setMobileOpen(false);
        navRef.current?.querySelector<HTMLButtonElement>("[data-hamburger]")?.focus();
        return;
      }
      if (nestedKey) setNestedKey(null);
      else setOpenKey(null);
      if (key) navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-key="${key}"]`)?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [openKey, nestedKey, mobileOpen, closeAll]);

  // The open mobile panel locks page scroll.
  useEffect(() => {
    if (!mobileOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, [mobileOpen]);

  return (
    <>
      <div ref={sentinelRef} aria-hidden="true" className="h-px -mb-px" />
      <nav
        ref={navRef}
        aria-label="Main"
        data-fixed={fixed ? "true" : "false"}
        className={`sticky top-0 z-40 bg-brand text-white ${fixed ? "shadow-lg" : ""}`}
      >
        <div className="container flex h-14 items-center justify-between gap-2">
          <Link to="/" className="flex items-center gap-2 text-white no-underline lg:hidden">
            <LogoMark size={28} />
            <span className="font-bold">MBC</span>
          </Link>
          <ul className="hidden lg:flex items-stretch h-full gap-1">
            <li className="flex">
              <NavLink to="/" end className="flex items-center px-3 font-semibold text-white no-underline hover:bg-brand-700 aria-[current=page]:underline underline-offset-4">
                Home
              </NavLink>
            </li>
            {menu.map((item) => {
              const key = item.title;
              const open = openKey === key;
              const panelId = `menu-${key.replace(/\W+/g, "-").toLowerCase()}`;
              return (
                <li
                  key={key}
                  className="relative flex"
                  onMouseEnter={() => {
                    cancelClose();
                    if (openKey !== key) {
                      hoverOpened.current = key;
                      setOpenKey(key);
                      setNestedKey(null);
                    }
                  }}
                  onMouseLeave={scheduleClose}
                >
                  <button
                    type="button"
                    data-menu-key={key}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => {
                      // The click that follows the hover which opened the menu keeps it open
                      // (otherwise the pointer's own click would close what it just opened).
                      const claim = hoverOpened.current === key;
                      hoverOpened.current = null;
                      setNestedKey(null);
                      setOpenKey(open && !claim ? null : key);
                    }}
                    className="flex items-center gap-1 px-3 font-semibold hover:bg-brand-700 cursor-pointer"
                  >
                    {item.title}
                    <Icon name="chevron" width={16} height={16} className={`transition-transform ${open ? "rotate-180" : ""}`} />
                  </button>
                  <ul
                    id={panelId}
                    hidden={!open}
                    className="absolute left-0 top-full min-w-60 rounded-b-md bg-white py-2 text-slate-800 shadow-xl ring-1 ring-black/10"
                  >
                    {item.groups.map((group) => (
                      <NestedGroup
                        key={group.title}
                        group={group}
                        open={nestedKey === `${key}/${group.title}`}
                        onToggle={(next) => setNestedKey(next ? `${key}/${group.title}` : null)}
                        menuKey={`${key}/${group.title}`}
                      />
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <div className="flex items-center gap-2">
            <Link
              to={href(quickLink.link)}
              className="rounded-md bg-accent px-4 py-2 font-bold text-brand-900 no-underline hover:bg-white"
            >
              {quickLink.title}
            </Link>
            <button
              type="button"
              data-hamburger
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen((v) => !v)}
              className="lg:hidden flex h-11 w-11 items-center justify-center rounded-md hover:bg-brand-700 cursor-pointer"
            >
              <Icon name={mobileOpen ? "close" : "menu"} />
              <span className="sr-only">Menu</span>
            </button>
          </div>
        </div>
        <MobilePanel open={mobileOpen} />
      </nav>
    </>
  );
}

function NestedGroup({
  group,
  open,
  onToggle,
  menuKey,
}: {
  group: MenuGroup;
  open: boolean;
  onToggle: (open: boolean) => void;
  menuKey: string;
}) {
  const itemRef = useRef<HTMLLIElement>(null);
  const hoverOpened = useRef(false);
  const [flip, setFlip] = useState(false);
  const panelId = `submenu-${menuKey.replace(/\W+/g, "-").toLowerCase()}`;

  // SPEC §2.2: flip the nested submenu to the left when opening it to the
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
        aria-controls={panelId}
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
      <ul
        id={panelId}
        hidden={!open}
        data-flip={flip ? "left" : "right"}
        className={`absolute top-0 w-72 rounded-md bg-white py-2 shadow-xl ring-1 ring-black/10 ${flip ? "right-full" : "left-full"}`}
      >
        {group.items.map((item) => (
          <li key={item.link}>
            <NavLink
              to={href(item.link)}
              className="block px-4 py-2 text-slate-800 no-underline hover:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-700"
            >
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobilePanel({ open }: { open: boolean }) {
  const [section, setSection] = useState<string | null>(null);
  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="lg:hidden absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto overscroll-contain bg-white text-slate-800 shadow-xl"
    >
      <ul className="divide-y divide-slate-200 px-4 pb-4">
        <li>
          <Link to="/" className="block py-3 font-semibold text-slate-800 no-underline">
            Home
          </Link>
        </li>
        {menu.map((item) => {
          const expanded = section === item.title;
          const id = `mobile-${item.title.replace(/\W+/g, "-").toLowerCase()}`;
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
                <Icon name="chevron" width={18} height={18} className={`transition-transform ${expanded ? "rotate-180" : ""}`} />
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
    </div>
  );
}

function MobileGroup({ group }: { group: MenuGroup }) {
  const [open, setOpen] = useState(false);
  const id = `mobile-group-${group.title.replace(/\W+/g, "-").toLowerCase()}`;
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
            <NavLink to={href(item.link)} className="block py-2 pl-2 text-slate-700 no-underline aria-[current=page]:font-bold">
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
