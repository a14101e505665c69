import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { HomeContent } from "~/content/home";
import { POPUP_SEEN_KEY } from "~/content/home-settings";
import { whenIdle } from "./idle";

const FirstVisitPopup = lazy(() => import("./first-visit-popup"));

/**
 * Decides, after hydration and once the browser is idle, whether this
 * session has seen the popup; only then is its code fetched. Nothing is
 * rendered on the server, so the first paint never waits for it. Its words
 * come from the home route's loader.
 */
export function HomePopup({ popup }: { popup: HomeContent["popup"] }) {
  const [open, setOpen] = useState(false);
  const onClosed = useCallback(() => setOpen(false), []);

  useEffect(() => {
    let seen = false;
    try {
      seen = sessionStorage.getItem(POPUP_SEEN_KEY) !== null;
    } catch {
      seen = false;
    }
    if (seen) return;
    return whenIdle(() => setOpen(true), 1500);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FirstVisitPopup popup={popup} onClosed={onClosed} />
    </Suspense>
  );
}
