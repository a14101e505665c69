import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icons";

/**
 * An accessible modal dialog (requirements §4: the forms' success modals).
 *
 * Built on the native <dialog> with showModal(): the browser makes the rest
 * of the page inert, keeps focus inside and closes it on Escape. Focus goes
 * back to whatever had it before (usually the submit button), because a
 * dialog that strands focus at the top of the page loses keyboard users.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  returnFocus,
  closeLabel,
  okLabel,
}: {
  /** The close button's accessible name and the OK button's text, in the page's language. */
  closeLabel: string;
  okLabel: string;
  /** Where focus goes on close when the opener is gone or was disabled (e.g. a busy submit button). */
  returnFocus?: () => HTMLElement | null | undefined;
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // "close" fires for Escape, the close button and dialog.close() alike.
    const closed = () => {
      onCloseRef.current();
      const opener = returnTo.current;
      returnTo.current = null;
      const target = opener && opener !== document.body && opener.isConnected ? opener : returnFocusRef.current?.();
      target?.focus();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, []);

  // The backdrop colour is a literal: ::backdrop does not inherit the
  // theme's custom properties in every browser.
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border-0 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-[rgb(15_23_42/0.6)]"
    >
      <div className="grid gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="m-0 text-xl font-bold text-brand-800">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            aria-label={closeLabel}
            className="-m-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent cursor-pointer"
          >
            <Icon name="close" aria-hidden="true" />
          </button>
        </div>
        <div className="grid gap-3 leading-relaxed">{children}</div>
        <button
          type="button"
          data-autofocus=""
          onClick={() => ref.current?.close()}
          className="btn-primary justify-self-end"
        >
          {okLabel}
        </button>
      </div>
    </dialog>
  );
}
