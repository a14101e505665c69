/** Run `fn` when the browser is idle (or after `timeout` ms at most); returns a cancel function. */
export function whenIdle(fn: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = setTimeout(fn, Math.min(timeout, 300));
  return () => clearTimeout(id);
}
