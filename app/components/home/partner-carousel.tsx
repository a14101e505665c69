import { useEffect, useRef, useState } from "react";
import { ExternalLink } from "~/components/external-link";
import type { HomeContent } from "~/content/home";
import { CAROUSEL_INTERVAL_AFTER_MANUAL_MS, CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from "~/content/home-settings";
import { toDevanagariDigits } from "~/i18n/numerals";
import { useLocale, useWords } from "~/i18n/use-frame";
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
 * The partner carousel (requirements §3, §4; WAI-ARIA APG auto-rotating carousel).
 *
 * The index wraps around the ten partners. It advances every 5 s, and every
 * 4 s once the visitor has navigated by hand. Rotation stops while the
 * pointer is over the carousel or keyboard focus is inside it, and for good
 * once the pause button (first in tab order) is pressed; it never starts
 * under reduced motion. A swipe of more than 50 px left goes next, right
 * goes previous. While rotating the slides are aria-live="off" (a screen
 * reader is not interrupted every 5 s); when stopped, "polite".
 * All ten slides share one grid cell, the others `invisible` and `inert`
 * (hidden from assistive technology and focus too), so the carousel is as tall as its
 * tallest slide and rotation never shifts the page below it.
 * The partners and the section's words come from the home route's loader,
 * the controls' words from the root's, all in the page's language.
 */
export default function PartnerCarousel({ section }: { section: HomeContent["partners"] }) {
  const { partners } = section;
  const count = partners.length;
  const wrap = (i: number) => (i + count) % count;
  const words = useWords().home.carousel;
  const number = useLocale() === "ne" ? (n: number) => toDevanagariDigits(String(n)) : String;
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [delay, setDelay] = useState(CAROUSEL_INTERVAL_MS);
  const [ready, setReady] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const rotating = ready && !stopped && !hovered && !focused;

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setStopped(true);
    setReady(true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new index (automatic or chosen) restarts the slide timer
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => wrap(i + 1)), delay);
    return () => window.clearTimeout(timer);
  }, [rotating, index, delay]);

  const goTo = (i: number) => {
    setIndex(wrap(i));
    setDelay(CAROUSEL_INTERVAL_AFTER_MANUAL_MS);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="home-partners-title"
      className="bg-brand-50 py-12"
      data-section="partners"
      data-ready={ready || undefined}
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="container">
        <h2 id="home-partners-title" className="section-title m-0">
          {section.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{section.lead}</p>
        <div className="mt-6 flex items-center gap-2">
          <button
            type="button"
            className="btn-secondary min-h-11 px-4 py-1.5 cursor-pointer bg-white"
            onClick={() => setStopped((s) => !s)}
            data-carousel-toggle=""
          >
            {stopped ? words.start : words.stop}
          </button>
          <span className="flex-1" />
          <button
            type="button"
            aria-controls="home-partner-slides"
            aria-label={words.previous}
            className="btn-secondary h-11 w-11 p-0 cursor-pointer bg-white"
            onClick={() => goTo(index - 1)}
          >
            {arrow("M15 5l-7 7 7 7")}
          </button>
          <button
            type="button"
            aria-controls="home-partner-slides"
            aria-label={words.next}
            className="btn-secondary h-11 w-11 p-0 cursor-pointer bg-white"
            onClick={() => goTo(index + 1)}
          >
            {arrow("M9 5l7 7-7 7")}
          </button>
        </div>
        <div
          id="home-partner-slides"
          aria-live={rotating ? "off" : "polite"}
          className="mt-4 grid touch-pan-y select-none"
          data-current={index + 1}
          onPointerDown={(e) => {
            swipeStart.current = e.clientX;
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          onPointerUp={(e) => {
            if (swipeStart.current === null) return;
            const dx = e.clientX - swipeStart.current;
            swipeStart.current = null;
            if (dx < -SWIPE_THRESHOLD_PX) goTo(index + 1);
            else if (dx > SWIPE_THRESHOLD_PX) goTo(index - 1);
          }}
        >
          {partners.map((partner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group with a role description (the ARIA carousel pattern)
            <div
              key={partner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(words.position, { n: number(i + 1), count: number(count) })}
              aria-hidden={i === index ? undefined : true}
              // inert in the server HTML too: before hydration (or without
              // JavaScript) the hidden slides' links must not take focus.
              inert={i !== index}
              className={`col-start-1 row-start-1 rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${i === index ? "home-slide-enter" : "invisible"}`}
              data-slide={i + 1}
              data-active={i === index || undefined}
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
        <div role="group" aria-label={words.choose} className="mt-4 flex flex-wrap justify-center gap-1">
          {partners.map((partner, i) => (
            <button
              key={partner.id}
              type="button"
              aria-label={fill(words.dot, { n: number(i + 1), name: partner.name })}
              aria-current={i === index ? "true" : undefined}
              aria-controls="home-partner-slides"
              className="group grid h-7 w-7 cursor-pointer place-items-center rounded-full border-0 bg-transparent p-0"
              onClick={() => goTo(i)}
              data-dot={i + 1}
            >
              <span
                className={`block h-3 w-3 rounded-full border-2 border-brand ${i === index ? "bg-brand" : "bg-white group-hover:bg-brand-100"}`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
