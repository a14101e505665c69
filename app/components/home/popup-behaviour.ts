/**
 * Opening the first-visit popup (requirements §2.3) once per browser
 * session, as a plain module the page script starts (app/page-script.ts).
 * A native modal <dialog> needs no framework to open or close: the browser
 * moves focus in, keeps it there, closes it on Escape or its close button (a
 * `method="dialog"` form) and returns focus. This only opens it, once the
 * page is idle (or after `POPUP_IDLE_TIMEOUT_MS` at most), and marks the
 * session as having seen it.
 */
import { whenIdle } from "./idle";

/** On a <dialog>: its value the sessionStorage key that marks it seen. */
export const OPEN_ONCE_PER_SESSION = "data-open-once-per-session";

/** How long the popup may wait for an idle moment (requirements §2.3). */
export const POPUP_IDLE_TIMEOUT_MS = 1500;

export function openOncePerSession(dialog: HTMLDialogElement): () => void {
  const key = dialog.getAttribute(OPEN_ONCE_PER_SESSION) ?? "";
  const open = () => {
    if (!dialog.isConnected || dialog.open) return;
    try {
      if (sessionStorage.getItem(key) !== null) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage blocked: the popup still opens, it may just open again next time.
    }
    dialog.showModal();
  };
  let cancel = () => {};
  const whenLoaded = () => {
    cancel = whenIdle(open, POPUP_IDLE_TIMEOUT_MS);
  };
  if (dialog.ownerDocument.readyState === "complete") whenLoaded();
  else addEventListener("load", whenLoaded, { once: true });
  return () => {
    removeEventListener("load", whenLoaded);
    cancel();
  };
}
