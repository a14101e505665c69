import { Link } from "~/i18n/link";
import type { AwardPanel as Panel } from "~/content/programmes/types";

/**
 * The "Who awards this" panel near the top of a programme page: one row per
 * fact of its record (awarding body, arrangement, level, reference, where
 * it is taught, the certificate), a term and its detail, then a link to the
 * awarder's own page on this site.
 */
export function AwardPanel({ panel }: { panel: Panel }) {
  return (
    <section
      aria-labelledby="award-heading"
      className="rounded-lg border border-brand-100 bg-brand-50 p-4 sm:p-6"
      data-award-panel=""
    >
      <h2 id="award-heading" className="text-xl font-bold text-brand-800 sm:text-2xl">
        {panel.heading}
      </h2>
      <dl className="mt-3">
        {panel.facts.map((fact) => (
          <div
            key={fact.id}
            className="grid gap-1 border-t border-brand-100 py-3 first:border-t-0 sm:grid-cols-[13rem_1fr] sm:gap-6"
            data-award-fact={fact.id}
          >
            <dt className="font-semibold text-brand-900">{fact.term}</dt>
            <dd className="m-0 text-slate-700">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">
        <Link to={panel.partner.href} className="brand-link font-semibold" data-award-partner="">
          {panel.partner.text}
        </Link>
      </p>
    </section>
  );
}
