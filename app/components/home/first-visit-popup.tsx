import { useEffect, useRef } from "react";
import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import type { HomeContent } from "~/content/home";
import { POPUP_SEEN_KEY } from "~/content/home-settings";

/**
 * The first-visit popup (requirements §4): admissions and scholarships, with links
 * to /apply and /VisitUs. Loaded and opened only after the page is idle
 * (home-popup.tsx), so it never delays the first paint; a native modal
 * <dialog> sits in the top layer, so nothing on the page moves. The browser
 * moves focus in, keeps it there and closes on Escape; we return focus to
 * where it was. The "seen" flag goes into session storage as soon as it
 * opens, so it shows once per browser session.
 */
export default function FirstVisitPopup({ popup, onClosed }: { popup: HomeContent["popup"]; onClosed: () => void }) {
  const words = useWords().home.popup;
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    try {
      sessionStorage.setItem(POPUP_SEEN_KEY, "1");
    } catch {
      // Storage blocked: the popup still works, it may just show again.
    }
    if (!dialog.open) dialog.showModal();
    const closed = () => {
      if (returnTo && returnTo !== document.body && returnTo.isConnected) returnTo.focus();
      onClosed();
    };
    dialog.addEventListener("close", closed);
    return () => dialog.removeEventListener("close", closed);
  }, [onClosed]);

  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      aria-labelledby="home-popup-title"
      aria-describedby="home-popup-body"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl border-0 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
      data-home-popup=""
    >
      <div className="border-t-8 border-accent p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="home-popup-title" className="m-0 text-2xl font-bold text-brand-800">
            {popup.heading}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={words.close}
            className="-m-2 grid h-11 w-11 cursor-pointer place-items-center rounded-md border-0 bg-transparent text-slate-700 hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <p id="home-popup-body" className="mt-3 leading-relaxed">
          {popup.body}
        </p>
        <p className="mt-5 flex flex-wrap gap-3">
          {popup.actions.map((action) => (
            <Link
              key={action.label}
              to={action.to}
              onClick={close}
              className={action.primary ? "btn-primary" : "btn-secondary"}
            >
              {action.label}
            </Link>
          ))}
        </p>
      </div>
    </dialog>
  );
}
