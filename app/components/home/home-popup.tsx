import { useEffect, useRef } from "react";
import type { HomeContent } from "~/content/home";
import { POPUP_SEEN_KEY } from "~/content/home-settings";
import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import { IDLE_TIMEOUT_MS, SCRIPTS_ON_DEMAND } from "~/lib/scripts-on-demand";
import { whenIdle } from "./idle";

/**
 * The first-visit popup (requirements §2.3): admissions and scholarships,
 * with links to /apply and /VisitUs. A native modal <dialog>, in the server
 * HTML but closed (so it paints nothing and costs the first paint nothing),
 * that sits in the top layer when open, so nothing on the page moves. The
 * browser moves focus in, keeps it there, closes it on Escape or its close
 * button (a `method="dialog"` form) and returns focus to where it was.
 *
 * On a page load it is opened, once the page is idle, by the loader that
 * starts the page's scripts (worker/scripts-on-demand.ts reads
 * `data-open-once-per-session`), so a first visit shows it without waiting
 * for React. Arriving at the home page by a client-side navigation, this
 * component opens it the same way. Either sets the "seen" flag in session
 * storage as it opens, so it shows once per browser session.
 */
export function HomePopup({ popup }: { popup: HomeContent["popup"] }) {
  const words = useWords().home.popup;
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.hasAttribute(SCRIPTS_ON_DEMAND.openedByLoader)) return;
    // As the loader's own opener does, for a dialog it has never seen.
    return whenIdle(() => {
      if (!dialog.isConnected || dialog.open) return;
      try {
        if (sessionStorage.getItem(POPUP_SEEN_KEY) !== null) return;
        sessionStorage.setItem(POPUP_SEEN_KEY, "1");
      } catch {
        // Storage blocked: the popup still opens, it may just open again.
      }
      dialog.showModal();
    }, IDLE_TIMEOUT_MS);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="home-popup-title"
      aria-describedby="home-popup-body"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl border-0 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
      data-home-popup=""
      {...{ [SCRIPTS_ON_DEMAND.openOncePerSession]: POPUP_SEEN_KEY }}
    >
      <div className="border-t-8 border-accent p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="home-popup-title" className="m-0 text-2xl font-bold text-brand-800">
            {popup.heading}
          </h2>
          <form method="dialog" className="m-0">
            <button
              type="submit"
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
          </form>
        </div>
        <p id="home-popup-body" className="mt-3 leading-relaxed">
          {popup.body}
        </p>
        <p className="mt-5 flex flex-wrap gap-3">
          {popup.actions.map((action) => (
            <Link
              key={action.label}
              to={action.to}
              onClick={() => ref.current?.close()}
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
