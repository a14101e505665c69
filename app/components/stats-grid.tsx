import { CountUp } from "~/components/count-up";
import type { Stat } from "~/content/partnership";
import { toDevanagariDigits } from "~/i18n/numerals";
import { useLocale } from "~/i18n/use-frame";

/**
 * A grid of statistics that count up once visible (requirements §4 "Counters on
 * partnership, credit transfer and policies pages"). CountUp renders the
 * targets on the server and under reduced motion. On a Nepali page the
 * numbers are written in Devanagari digits.
 */
export function StatsGrid({
  heading,
  stats,
  duration,
  id,
}: {
  heading: string;
  stats: Stat[];
  duration: number;
  id: string;
}) {
  const digits = useLocale() === "ne" ? toDevanagariDigits : undefined;
  return (
    <section aria-labelledby={id} className="bg-brand-50 py-12">
      <div className="container">
        <h2 id={id} className="section-title text-center">
          {heading}
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" data-stats="">
          {stats.map((stat) => (
            <li key={stat.label} className="rounded-lg bg-white p-5 text-center shadow-sm">
              <CountUp
                value={stat.value}
                duration={duration}
                prefix={stat.prefix}
                suffix={stat.suffix}
                decimals={stat.decimals}
                digits={digits}
                className="block text-2xl font-extrabold text-brand-800 sm:text-3xl tabular-nums"
              />
              <span className="mt-1 block text-sm text-slate-700">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
