import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { SCRIPTS_LISTENING_EVENT } from "~/lib/scripts-on-demand";

// React Router's own entry, plus one line: it tells the loader that started
// this script (worker/scripts-on-demand.ts) that React now listens for
// events (hydrateRoot attaches its listeners before it returns): from then
// on a click that React does not stop on its way was React's to handle, and
// the loader no longer keeps a tap to give again after hydration.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
document.dispatchEvent(new Event(SCRIPTS_LISTENING_EVENT));
