import { useCountUp } from "~/components/count-up";
import type { HomeContent } from "~/content/home";
import { STATS_DURATION_MS, STATS_THRESHOLD } from "~/content/home-settings";
import { toDevanagariDigits } from "~/i18n/numerals";
import { useLocale } from "~/i18n/use-frame";

/**
 * The university stats banner (requirements §4, §9): the four figures count up once,
 * over 2000 ms, when 10% of the BANNER is in view (one count for the whole
 * banner, so the four numbers move together). Until then, in the server
 * HTML and under reduced motion, the final values show: crawlers and
 * people without JavaScript see real numbers, never zeros. Screen readers
 * get the final value only (the moving digits are aria-hidden). The words
 * come from the home route's loader; on a Nepali page the moving digits
 * are Devanagari, like the final values.
 */
export function StatsBanner({ section }: { section: HomeContent["stats"] }) {
  const digits = useLocale() === "ne" ? toDevanagariDigits : String;
  // One count for the whole banner, from 0 to 1: the four figures scale it.
  const {
    ref,
    shown: eased,
    marker,
  } = useCountUp<HTMLElement>(1, { duration: STATS_DURATION_MS, threshold: STATS_THRESHOLD });
  return (
    <section
      ref={ref}
      aria-labelledby="home-stats-title"
      className="bg-brand-800 py-12 text-white"
      data-section="stats"
      {...marker}
    >
      <div className="container">
        <h2 id="home-stats-title" className="m-0 text-center text-2xl font-bold sm:text-3xl">
          {section.heading}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-brand-50">{section.lead}</p>
        <dl className="mt-8 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {section.items.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-lg bg-white/10 p-4">
              <dt className="text-brand-50">{stat.label}</dt>
              <dd className="m-0 text-3xl font-extrabold tabular-nums sm:text-4xl" data-stat={stat.value}>
                <span aria-hidden="true" data-count-value="">
                  {eased >= 1
                    ? stat.value
                    : `${stat.prefix ?? ""}${digits(String(Math.round(stat.numeric * eased)))}${stat.suffix ?? ""}`}
                </span>
                <span className="sr-only">{stat.value}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
