import { type ReactNode, Suspense, useEffect } from "react";

/**
 * Server-renders its children as usual, but in the browser leaves them as
 * plain server HTML until they come near the viewport, and only then loads
 * and hydrates them (issue #8: cut hydration work below the fold).
 *
 * How: during hydration the inner gate suspends on a promise that an
 * IntersectionObserver resolves, so React keeps the server markup
 * (still readable, and forms still post natively) and hydrates that part
 * later. Pair it with `lazy()` children so their code is fetched only then.
 * After the first hydration (client-side navigation) nothing is deferred.
 */
let hydrating = typeof window !== "undefined";
const pending = new Map<string, Promise<void>>();
const ready = new Set<string>();

function whenNear(id: string): Promise<void> {
  let promise = pending.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const done = () => {
        ready.add(id);
        resolve();
      };
      const element = document.getElementById(id);
      if (!element || !("IntersectionObserver" in window)) return done();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            done();
          }
        },
        { rootMargin: "600px 0px" },
      );
      observer.observe(element);
      // Someone reaching in by keyboard or pointer before it is near: go now.
      const now = () => {
        observer.disconnect();
        done();
      };
      element.addEventListener("focusin", now, { once: true });
      element.addEventListener("pointerdown", now, { once: true });
    });
    pending.set(id, promise);
  }
  return promise;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (hydrating && !ready.has(id)) throw whenNear(id);
  return children;
}

/** Marks the end of the first hydration (rendered once by the root). */
export function HydrationDone() {
  useEffect(() => {
    hydrating = false;
  }, []);
  return null;
}

export function HydrateWhenVisible({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <div id={id} className={className}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
