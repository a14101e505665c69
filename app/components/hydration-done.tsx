import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { SCRIPTS_ON_DEMAND } from "~/lib/scripts-on-demand";
import { hydration } from "./hydration-state";

/**
 * Rendered once by the root: the first client-side navigation ends the first
 * hydration and releases anything HydrateWhenVisible still defers (its
 * server HTML is gone, so there is nothing left to wait for).
 */
export function HydrationDone() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // Boundaries hydrate after the shell commits, so "first hydration" lasts
  // until the first client-side navigation, not until the first effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation; the pathname is the trigger, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The page's shell is interactive: the loader gives a tap it kept
      // then (app/lib/scripts-on-demand.ts), and tests wait for it.
      document.documentElement.setAttribute(SCRIPTS_ON_DEMAND.hydrated, "true");
      return;
    }
    hydration.initial = false;
    for (const entry of hydration.pending.values()) entry.release();
  }, [pathname]);
  return null;
}
