import { useMatches } from "react-router";
import { useWords } from "~/i18n/use-frame";
import type { TickerItem } from "~/notices/types";

/**
 * The announcement ticker above the navigation on the home page (requirements §1,
 * §2.3). One loop takes 50 s (home.css). It pauses while hovered or while
 * focus is inside, and its switch stops it for as long as it is on (WCAG
 * 2.2.2); under prefers-reduced-motion it stands still and wraps instead.
 * The switch is a native checkbox that CSS reads, so it
 * answers the first tap from the HTML the server sent, with no script. The
 * list is drawn twice so the loop is seamless; the copy is hidden from
 * assistive technology so each message is read once.
 *
 * The messages are the `ticker` of the loader data of the route that asks
 * for the ticker (its handle says `ticker: true`: the home page), in the
 * page's language: the office's pinned notices, each a link to its page
 * (app/notices/home.server.ts).
 */
export function Ticker() {
  const words = useWords().home.ticker;
  const source = useMatches().find((m) => (m.handle as { ticker?: boolean } | undefined)?.ticker);
  const tickerItems = (source?.loaderData as { ticker?: TickerItem[] } | undefined)?.ticker ?? [];
  // With nothing pinned there is nothing to announce: no empty region, no switch for a track that shows nothing.
  if (!tickerItems.length) return null;
  const list = (copy: boolean) => (
    <ul
      className={`home-ticker-list m-0 flex flex-none list-none items-center gap-10 whitespace-nowrap py-2 pl-0 pr-10 ${copy ? "home-ticker-copy" : ""}`}
      aria-hidden={copy || undefined}
    >
      {tickerItems.map((item) => (
        <li key={item.href} className="flex items-center gap-2">
          <span aria-hidden="true" className="text-accent">
            ★
          </span>
          <a href={item.href} lang={item.lang} tabIndex={copy ? -1 : undefined} className="text-white hover:underline">
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-label={words.label}
      className="home-ticker flex items-stretch bg-brand-900 text-sm font-medium text-white"
      data-ticker=""
    >
      <label className="home-ticker-toggle z-1 flex flex-none cursor-pointer items-center gap-1.5 bg-brand-800 px-3 text-white hover:bg-brand-700">
        <input type="checkbox" className="home-ticker-pause sr-only" />
        <span aria-hidden="true" className="home-ticker-icon" />
        {words.toggleBefore ? <span className="sr-only">{words.toggleBefore}</span> : null}
        {words.pause}
        {words.toggleAfter ? <span className="sr-only">{words.toggleAfter}</span> : null}
      </label>
      <div className="min-w-0 flex-1 overflow-hidden">
        <div className="home-ticker-track flex w-max">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
