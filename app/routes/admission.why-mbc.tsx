import { BannerPage, TitledSection } from "~/components/page-sections";
import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import { Icon } from "~/components/icons";
import { StarRating } from "~/components/star-rating";
import { admissionWhyMbcPage } from "~/content/pages/admission.why-mbc";
import { site } from "~/content/site";
import { strengths, testimonials } from "~/content/why-mbc";

export default function AdmissionWhyMbcPage() {
  const words = useWords();
  return (
    <BannerPage page={admissionWhyMbcPage}>
      <TitledSection
        id="why-strengths"
        title={<>Eleven reasons students choose {site.name}</>}
        className="container py-12"
      >
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
                {i + 1}
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
        title="What our students say"
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
                    <span className="block font-semibold text-brand-800">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.course}</span>
                  </span>
                </figcaption>
                <StarRating rating={t.rating} />
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
            Book a visit or counselling
          </Link>
        </div>
      </TitledSection>
    </BannerPage>
  );
}
