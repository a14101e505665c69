import { type ReactNode, Suspense, useEffect } from "react";
import { SCRIPTS_ON_DEMAND } from "~/lib/scripts-on-demand";

/**
 * Server-renders its children as usual, but in the browser leaves them as
 * plain server HTML until they come near the viewport, and only then loads
 * and hydrates them: what lies below the fold costs no hydration work
 * until a visitor scrolls near it.
 *
 * How: during hydration the inner gate suspends on a promise that an
 * IntersectionObserver resolves, so React keeps the server markup
 * (still readable, and forms still post natively) and hydrates that part
 * later. Pair it with `lazy()` children so their code is fetched only then.
 * Keep the parent from re-rendering it (memo): React discards the server
 * HTML of a dehydrated boundary that receives new props.
 * Other updates re-try a suspended boundary, so the gate remembers which
 * parts it deferred.
 */
/** Parts found in the server HTML at hydration, by id. */
const deferred = new Set<string>();
const ready = new Set<string>();
/** Deferred parts waiting to come near the viewport, by id. */
const pending = new Map<string, Promise<void>>();

function whenNear(id: string): Promise<void> {
  const known = pending.get(id);
  if (known) return known;
  const promise = new Promise<void>((resolve) => {
    const release = () => {
      ready.add(id);
      resolve();
    };
    const element = document.getElementById(id);
    if (!element || !("IntersectionObserver" in window)) return release();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          release();
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    // Someone reaching in by keyboard or pointer before it is near: go now.
    const now = () => {
      observer.disconnect();
      release();
    };
    element.addEventListener("focusin", now, { once: true });
    element.addEventListener("pointerdown", now, { once: true });
  });
  pending.set(id, promise);
  return promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document === "undefined" || ready.has(id)) return children;
  // Only what the server rendered is deferred (every page is a new document:
  // links never navigate within the app). Re-renders caused by other
  // updates keep deferring until the part is near.
  if (document.getElementById(id)) deferred.add(id);
  if (deferred.has(id)) throw whenNear(id);
  return children;
}

/**
 * Marks the wrapper once its part is interactive: a tap the loader kept for
 * a button inside waits for it (app/lib/scripts-on-demand.ts), as do tests.
 */
function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    document.getElementById(id)?.setAttribute(SCRIPTS_ON_DEMAND.hydrated, "true");
  }, [id]);
  return null;
}

/**
 * The part (an enquiry form) is marked `hydratesLater`: a tap the loader
 * kept for a button inside waits for its own `hydrated` mark.
 */
export function HydrateWhenVisible({
  id,
  children,
  className,
}: {
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div id={id} className={className} {...{ [SCRIPTS_ON_DEMAND.hydratesLater]: "" }}>
      <Suspense fallback={null}>
        <Gate id={id}>
          {children}
          <Hydrated id={id} />
        </Gate>
      </Suspense>
    </div>
  );
}
