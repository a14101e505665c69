import type { HomeContent } from "~/content/home";
import { POPUP_SEEN_KEY } from "~/content/home-settings";
import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import { OPEN_ONCE_PER_SESSION } from "./popup-behaviour";

/**
 * The first-visit popup (requirements §2.3): admissions and scholarships,
 * with links to /apply and /VisitUs. A native modal <dialog>, in the server
 * HTML but closed (so it paints nothing and costs the first paint nothing),
 * that sits in the top layer when open, so nothing on the page moves. The
 * browser moves focus in, keeps it there, closes it on Escape or its close
 * button (a `method="dialog"` form) and returns focus to where it was.
 *
 * The page script opens it once the page is idle, once per browser session
 * (popup-behaviour.ts reads `data-open-once-per-session`), whether or not
 * the page has loaded React.
 */
export function HomePopup({ popup }: { popup: HomeContent["popup"] }) {
  const words = useWords().home.popup;
  return (
    <dialog
      aria-labelledby="home-popup-title"
      aria-describedby="home-popup-body"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl border-0 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
      data-home-popup=""
      {...{ [OPEN_ONCE_PER_SESSION]: POPUP_SEEN_KEY }}
    >
      <div className="border-t-8 border-accent p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="home-popup-title" lang={popup.headingLang} className="m-0 text-2xl font-bold text-brand-800">
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
        <p id="home-popup-body" lang={popup.bodyLang} className="mt-3 leading-relaxed">
          {popup.body}
        </p>
        <p className="mt-5 flex flex-wrap gap-3">
          {popup.actions.map((action) => (
            <Link key={action.label} to={action.to} className={action.primary ? "btn-primary" : "btn-secondary"}>
              {action.label}
            </Link>
          ))}
        </p>
      </div>
    </dialog>
  );
}
