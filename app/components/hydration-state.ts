/**
 * What HydrationDone (rendered once by the root, on every page) and
 * HydrateWhenVisible (on the few pages with deferred parts) share. Kept in
 * a module of its own so the root's half does not bring the deferral code
 * into every page's first load.
 */
export const hydration = {
  /** True in the browser until the first client-side navigation. */
  initial: typeof window !== "undefined",
  /** Deferred parts waiting to come near the viewport, by id; `release` lets one hydrate. */
  pending: new Map<string, { promise: Promise<void>; release: () => void }>(),
};
