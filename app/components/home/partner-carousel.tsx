import { ExternalLink } from "~/components/external-link";
import type { HomeContent } from "~/content/home";
import { localNumber } from "~/i18n/numerals";
import { useLocale, useWords } from "~/i18n/use-frame";
import {
  CAROUSEL,
  CAROUSEL_DOT,
  CAROUSEL_SLIDE,
  CAROUSEL_SLIDES,
  CAROUSEL_STEP,
  CAROUSEL_TOGGLE,
} from "./carousel-behaviour";
import { PartnerLogo } from "./partner-logo";

/** `words` with its `{key}`s filled in. */
const fill = (words: string, values: Record<string, string>) =>
  words.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

const arrow = (d: string) => (
  <svg
    aria-hidden="true"
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
  >
    <path d={d} />
  </svg>
);

/**
 * The partner carousel (requirements §3, §4; WAI-ARIA APG auto-rotating
 * carousel), as plain server markup the page script sets turning
 * (carousel-behaviour.ts says how it rotates, pauses and swipes).
 *
 * All ten slides share one grid cell, the others `invisible`, so the
 * carousel is as tall as its tallest slide and rotation never shifts the
 * page below it. Without JavaScript public/noscript.css lays the slides out
 * as a row that scrolls and snaps, one partner at a time, and hides the
 * buttons that need a script; the hidden slides are therefore not `inert`
 * in this markup (`invisible` already keeps them from focus and assistive
 * technology), the behaviour makes them so.
 * The partners and the section's words come from the home route's loader,
 * the controls' words from the root's, all in the page's language.
 */
export function PartnerCarousel({ section }: { section: HomeContent["partners"] }) {
  const { partners } = section;
  const count = partners.length;
  const words = useWords().home.carousel;
  const number = localNumber(useLocale());

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="home-partners-title"
      className="bg-brand-50 py-12"
      data-section="partners"
      data-rotating="false"
      {...{ [CAROUSEL]: "" }}
    >
      <div className="container">
        <h2 id="home-partners-title" className="section-title m-0">
          {section.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{section.lead}</p>
        <div className="mt-6 flex items-center gap-2" data-needs-js="">
          <button
            type="button"
            className="btn-secondary min-h-11 px-4 py-1.5 cursor-pointer bg-white"
            data-stop={words.stop}
            data-start={words.start}
            {...{ [CAROUSEL_TOGGLE]: "" }}
          >
            {words.stop}
          </button>
          <span className="flex-1" />
          <button
            type="button"
            aria-controls="home-partner-slides"
            aria-label={words.previous}
            className="btn-secondary h-11 w-11 p-0 cursor-pointer bg-white"
            {...{ [CAROUSEL_STEP]: "-1" }}
          >
            {arrow("M15 5l-7 7 7 7")}
          </button>
          <button
            type="button"
            aria-controls="home-partner-slides"
            aria-label={words.next}
            className="btn-secondary h-11 w-11 p-0 cursor-pointer bg-white"
            {...{ [CAROUSEL_STEP]: "1" }}
          >
            {arrow("M9 5l7 7-7 7")}
          </button>
        </div>
        <div
          id="home-partner-slides"
          aria-live="polite"
          className="mt-4 grid touch-pan-y select-none"
          data-current="1"
          {...{ [CAROUSEL_SLIDES]: "" }}
        >
          {partners.map((partner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group with a role description (the ARIA carousel pattern)
            <div
              key={partner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(words.position, { n: number(i + 1), count: number(count) })}
              className={`relative col-start-1 row-start-1 rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${i === 0 ? "home-slide-enter" : "invisible"}`}
              data-active={i === 0 || undefined}
              {...{ [CAROUSEL_SLIDE]: i + 1 }}
            >
              <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
                <PartnerLogo partner={partner} />
                <div className="min-w-0">
                  <h3 className="m-0 text-xl font-bold text-brand-800">{partner.name}</h3>
                  <p className="mt-1 font-semibold text-slate-800">{partner.headline}</p>
                  <p className="mt-2 text-slate-700">{partner.description}</p>
                  <p className="mt-3">
                    <ExternalLink href={partner.link} className="brand-link font-semibold">
                      {words.visitBefore ? (
                        <span className="sr-only">{fill(words.visitBefore, { name: partner.name })}</span>
                      ) : null}
                      {words.visit}
                      {words.visitAfter ? (
                        <span className="sr-only">{fill(words.visitAfter, { name: partner.name })}</span>
                      ) : null}
                    </ExternalLink>
                  </p>
                </div>
              </div>
            </div>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a toolbar-like set of buttons, not a form section with a legend */}
        <div
          role="group"
          aria-label={words.choose}
          className="mt-4 flex flex-wrap justify-center gap-1"
          data-needs-js=""
        >
          {partners.map((partner, i) => (
            <button
              key={partner.id}
              type="button"
              aria-label={fill(words.dot, { n: number(i + 1), name: partner.name })}
              aria-current={i === 0 ? "true" : undefined}
              aria-controls="home-partner-slides"
              className="group grid h-7 w-7 cursor-pointer place-items-center rounded-full border-0 bg-transparent p-0"
              {...{ [CAROUSEL_DOT]: i + 1 }}
            >
              {/* Filled for the current slide, which the behaviour marks with aria-current. */}
              <span className="block h-3 w-3 rounded-full border-2 border-brand bg-white group-hover:bg-brand-100 group-aria-[current=true]:bg-brand" />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
