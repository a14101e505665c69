import { useEffect } from "react";
import { SCRIPTS_ON_DEMAND } from "~/lib/scripts-on-demand";

/**
 * Rendered once by the root: marks <html> once the page's shell has
 * hydrated and is interactive. The loader gives a tap it kept then
 * (app/lib/scripts-on-demand.ts), and tests wait for it.
 */
export function HydrationDone() {
  useEffect(() => {
    document.documentElement.setAttribute(SCRIPTS_ON_DEMAND.hydrated, "true");
  }, []);
  return null;
}
