import { countGroupAttributes, countValueAttributes } from "~/components/count-up-behaviour";
import type { HomeContent } from "~/content/home";
import { STATS_DURATION_MS, STATS_THRESHOLD } from "~/content/home-settings";

/**
 * The university stats banner (requirements §4, §9): the partner university's
 * four headline figures, under its name, count up once,
 * over 2000 ms, when 10% of the BANNER is in view (one count for the whole
 * banner, so the four numbers move together). Until then, in the server
 * HTML and under reduced motion, the final values show: crawlers and
 * people without JavaScript see real numbers, never zeros. The page script
 * counts them (count-up-behaviour.ts). Screen readers get the final value
 * only (the moving digits are aria-hidden). The words come from the home
 * route's loader; on a Nepali page the moving digits are Devanagari, like
 * the final values.
 */
export function StatsBanner({ section }: { section: HomeContent["stats"] }) {
  return (
    <section
      aria-labelledby="home-stats-title"
      className="bg-brand-800 py-12 text-white"
      data-section="stats"
      {...countGroupAttributes({ trigger: "view", duration: STATS_DURATION_MS, threshold: STATS_THRESHOLD })}
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
                {/* The page script changes this text as it counts: React leaves it to it. */}
                <span
                  aria-hidden="true"
                  suppressHydrationWarning
                  {...countValueAttributes({
                    to: stat.numeric,
                    decimals: stat.decimals,
                    prefix: stat.prefix,
                    suffix: stat.suffix,
                  })}
                >
                  {stat.value}
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
