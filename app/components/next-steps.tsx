import { Link } from "~/i18n/link";
import { site, telHref } from "~/content/site";

/**
 * A closing call to action shared by several "About" pages (requirements §2.5's
 * "extra shared section" on the credit transfer page): visit, enquire or call.
 */
export function NextSteps({ heading = "Talk to our admissions team" }: { heading?: string }) {
  return (
    <section className="bg-brand-800 py-12 text-white" aria-labelledby="next-steps">
      <div className="container grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="next-steps" className="text-2xl font-bold sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 max-w-2xl text-brand-50">
            Come to our campus at {site.address.street}, book online counselling, or call us on{" "}
            <a href={telHref(site.phones[0])} className="font-semibold text-white underline underline-offset-2">
              {site.phones[0]}
            </a>
            . We will help you plan your route from diploma to degree.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/VisitUs" className="btn-primary bg-accent text-slate-900 hover:bg-accent-600 hover:text-white">
            Book a visit
          </Link>
          <Link to="/contact" className="btn-secondary border-white text-white hover:bg-brand-700">
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
