import { useEffect, useRef, useState } from "react";
import { useMatches } from "react-router";
import { useWords } from "~/i18n/use-frame";
import { SCRIPTS_ON_DEMAND } from "~/lib/scripts-on-demand";

/**
 * The announcement ticker above the navigation on the home page (requirements §1,
 * §2.3). One loop takes 50 s (home.css). It pauses while hovered or while
 * focus is inside, and its button stops it for good (WCAG 2.2.2); under
 * prefers-reduced-motion it stands still and wraps instead. The list is
 * drawn twice so the loop is seamless; the copy is hidden from assistive
 * technology so each message is read once.
 *
 * The messages are the `ticker` of the loader data of the route that asks
 * for the ticker (its handle says `ticker: true`: the home page), in the
 * page's language.
 *
 * Its code is loaded apart (root.tsx), so it hydrates after the page's shell
 * and says when it has: a tap on its button made before the scripts ran is
 * given again only then (app/lib/scripts-on-demand.ts).
 */
export function Ticker() {
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.setAttribute(SCRIPTS_ON_DEMAND.hydrated, "true");
  }, []);
  const words = useWords().home.ticker;
  const source = useMatches().find((m) => (m.handle as { ticker?: boolean } | undefined)?.ticker);
  const tickerItems = (source?.loaderData as { ticker?: string[] } | undefined)?.ticker ?? [];
  const list = (copy: boolean) => (
    <ul
      className={`home-ticker-list m-0 flex flex-none list-none items-center gap-10 whitespace-nowrap py-2 pl-0 pr-10 ${copy ? "home-ticker-copy" : ""}`}
      aria-hidden={copy || undefined}
    >
      {tickerItems.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <span aria-hidden="true" className="text-accent">
            ★
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      ref={ref}
      aria-label={words.label}
      className="home-ticker flex items-stretch bg-brand-900 text-sm font-medium text-white"
      data-paused={paused}
      data-ticker=""
      {...{ [SCRIPTS_ON_DEMAND.hydratesLater]: "" }}
    >
      <button
        type="button"
        className="home-ticker-toggle z-1 flex-none cursor-pointer border-0 bg-brand-800 px-3 text-white hover:bg-brand-700"
        onClick={() => setPaused((p) => !p)}
      >
        {words.toggleBefore ? <span className="sr-only">{words.toggleBefore}</span> : null}
        {paused ? words.play : words.pause}
        {words.toggleAfter ? <span className="sr-only">{words.toggleAfter}</span> : null}
      </button>
      <div className="min-w-0 flex-1 overflow-hidden">
        <div className="home-ticker-track flex w-max">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
