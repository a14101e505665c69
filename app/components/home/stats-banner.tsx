import { useCountUp } from "~/components/count-up";
import { STATS_DURATION_MS, STATS_THRESHOLD, stats, statsSection } from "~/content/home";

/**
 * The university stats banner (requirements §4, §9): the four figures count up once,
 * over 2000 ms, when 10% of the BANNER is in view (one count for the whole
 * banner, so the four numbers move together). Until then, in the server
 * HTML and under reduced motion, the final values show: crawlers and
 * people without JavaScript see real numbers, never zeros. Screen readers
 * get the final value only (the moving digits are aria-hidden).
 */
export function StatsBanner() {
  // One count for the whole banner, from 0 to 1: the four figures scale it.
  const { ref, shown: eased } = useCountUp<HTMLElement>(1, { duration: STATS_DURATION_MS, threshold: STATS_THRESHOLD });
  return (
    <section
      ref={ref}
      aria-labelledby="home-stats-title"
      className="bg-brand-800 py-12 text-white"
      data-section="stats"
    >
      <div className="container">
        <h2 id="home-stats-title" className="m-0 text-center text-2xl font-bold sm:text-3xl">
          {statsSection.heading}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-brand-50">{statsSection.lead}</p>
        <dl className="mt-8 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-lg bg-white/10 p-4">
              <dt className="text-brand-50">{stat.label}</dt>
              <dd className="m-0 text-3xl font-extrabold tabular-nums sm:text-4xl" data-stat={stat.value}>
                <span aria-hidden="true" data-count-value="">
                  {eased >= 1
                    ? stat.value
                    : `${stat.prefix ?? ""}${Math.round(stat.numeric * eased)}${stat.suffix ?? ""}`}
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
