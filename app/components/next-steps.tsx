import { Link } from "~/i18n/link";
import { useFrame, useWords } from "~/i18n/use-frame";
import { site, telHref } from "~/content/site";

/**
 * A closing call to action shared by several "About" pages (requirements §2.5's
 * "extra shared section" on the credit transfer page): visit, enquire or call.
 */
export function NextSteps({ heading }: { heading?: string }) {
  const words = useWords().shared.nextSteps;
  const { phones } = useFrame();
  return (
    <section className="bg-brand-800 py-12 text-white" aria-labelledby="next-steps">
      <div className="container grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="next-steps" className="text-2xl font-bold sm:text-3xl">
            {heading ?? words.heading}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">
            {words.text.before}
            <a href={telHref(site.phones[0])} className="font-semibold text-white underline underline-offset-2">
              {phones[0]}
            </a>
            {words.text.after}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/VisitUs" className="btn-primary bg-accent text-slate-900 hover:bg-accent-600 hover:text-white">
            {words.visit}
          </Link>
          <Link to="/contact" className="btn-secondary border-white text-white hover:bg-brand-700">
            {words.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
