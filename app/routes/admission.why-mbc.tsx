import { BannerPage, TitledSection } from "~/components/page-sections";
import { fill } from "~/i18n/fill";
import { Link } from "~/i18n/link";
import { useLocale, useWords } from "~/i18n/use-frame";
import { Icon } from "~/components/icons";
import { STARS_OUT_OF, StarRating } from "~/components/star-rating";
import { admissionWhyMbcPage } from "~/content/pages/admission.why-mbc";
import { whyMbc } from "~/content/why-mbc";
import { whyMbcNe } from "~/content/why-mbc.ne";
import { localeOf } from "~/i18n/locale";
import { localNumber } from "~/i18n/numerals";
import type { Route } from "./+types/admission.why-mbc";

/** The strengths and testimonials in the page's language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? whyMbcNe : whyMbc };
}

export default function AdmissionWhyMbcPage({ loaderData }: Route.ComponentProps) {
  const { strengths, testimonials } = loaderData.content;
  const words = useWords();
  const text = words.admission.whyMbc;
  const nepali = useLocale() === "ne";
  const number = localNumber(nepali ? "ne" : "en");
  // Names stay in Latin letters as the record writes them: on a Nepali page, marked so (read out that way).
  const nameLang = nepali ? "en" : undefined;
  return (
    <BannerPage page={admissionWhyMbcPage}>
      <TitledSection id="why-strengths" title={text.strengthsHeading} className="container py-12">
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-strengths="">
          {strengths.map((s, i) => (
            <li
              key={s.title}
              className="flex gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
              data-strength=""
            >
              <span
                aria-hidden="true"
                className="flex h-9 w-9 flex-none items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
              >
                {number(i + 1)}
              </span>
              <div>
                <h3 className="font-semibold text-brand-800">{s.title}</h3>
                <p className="mt-1 text-slate-700">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </TitledSection>
      <TitledSection
        id="why-testimonials"
        title={text.testimonialsHeading}
        className="bg-brand-50 py-12"
        innerClassName="container"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-2" data-testimonials="">
          {testimonials.map((t) => (
            <li key={t.name} className="rounded-xl bg-white p-6 shadow-sm" data-testimonial="">
              <figure className="m-0">
                {/* A figcaption must be the figure's first or last child, not nested in a div. */}
                <figcaption className="flex items-center gap-4">
                  <img
                    src={t.image}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="h-16 w-16 rounded-full bg-brand-50"
                  />
                  <span>
                    <span className="block font-semibold text-brand-800" lang={nameLang}>
                      {t.name}
                    </span>
                    <span className="block text-sm text-slate-600">{t.course}</span>
                  </span>
                </figcaption>
                <StarRating
                  rating={t.rating}
                  label={fill(text.rated, { rating: number(t.rating), outOf: number(STARS_OUT_OF) })}
                />
                <blockquote className="mt-3 text-slate-700 leading-relaxed">
                  <p>“{t.text}”</p>
                </blockquote>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to="/apply" className="btn-primary">
            {words.common.applyNow}
            <Icon name="arrow-right" aria-hidden="true" />
          </Link>
          <Link to="/VisitUs" className="btn-secondary">
            {text.bookVisit}
          </Link>
        </div>
      </TitledSection>
    </BannerPage>
  );
}
