import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { DROPDOWN_CLOSE_DELAY_MS } from "./timing";

/**
 * Which menus are open, and what opens and closes them: a top-level
 * dropdown (`openKey`, a menu title) and one nested submenu in it
 * (`nestedKey`, "menu/group"). A dropdown opens on hover and closes 200 ms
 * after the pointer leaves. A new page, an outside click and Escape close
 * them; Escape returns focus to the button that opened what it closed. (The
 * phone menu is a native popover and needs none of this: mobile-menu.tsx.)
 */
export function useMenuState() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [nestedKey, setNestedKey] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The menu the pointer opened by hovering, until the next click on it. */
  const hoverOpened = useRef<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: cancelClose only clears a timer held in a ref
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger: every menu closes on navigation
  useEffect(() => {
    closeAll();
  }, [location.pathname, closeAll]);

  // Outside click/tap and Escape close whatever is open.
  useEffect(() => {
    if (!openKey) return;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const key = nestedKey ?? openKey;
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
  }, [openKey, nestedKey, closeAll]);

  return {
    /** The element outside which a click or tap closes everything. */
    navRef,
    openKey,
    nestedKey,
    setNestedKey,
    /** The pointer entered a top-level entry: open its dropdown, keep it from closing. */
    hoverOpen: (key: string) => {
      cancelClose();
      if (openKey !== key) {
        hoverOpened.current = key;
        setOpenKey(key);
        setNestedKey(null);
      }
    },
    /** The pointer left a top-level entry: close after the delay. */
    scheduleClose,
    /**
     * A click on a top-level button toggles its dropdown, except the click
     * that follows the hover which opened it: that one keeps it open
     * (otherwise the pointer's own click would close what it just opened).
     */
    clickToggle: (key: string) => {
      const claim = hoverOpened.current === key;
      hoverOpened.current = null;
      setNestedKey(null);
      setOpenKey(openKey === key && !claim ? null : key);
    },
  };
}

export type MenuState = ReturnType<typeof useMenuState>;
