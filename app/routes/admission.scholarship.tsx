import { BannerPage, TitledSection, Paragraphs } from "~/components/page-sections";
import { Link } from "~/i18n/link";
import { Collapsible } from "~/components/collapsible";
import { Icon } from "~/components/icons";
import { admissionScholarshipPage } from "~/content/pages/admission.scholarship";
import { scholarship } from "~/content/scholarship";
import { scholarshipNe } from "~/content/scholarship.ne";
import { localeOf } from "~/i18n/locale";
import { useWords } from "~/i18n/use-frame";
import type { Route } from "./+types/admission.scholarship";

/** The scholarship page's content in the page's language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? scholarshipNe : scholarship };
}

export default function AdmissionScholarshipPage({ loaderData }: Route.ComponentProps) {
  const { welcome, overview, tiers, eligibility } = loaderData.content;
  const text = useWords().admission.scholarship;
  return (
    <BannerPage page={admissionScholarshipPage}>
      <TitledSection id="scholarship-welcome" title={welcome.heading} className="container py-12">
        <div className="prose mt-4">
          <Paragraphs items={welcome.paragraphs} />
        </div>
        <div className="mt-8 grid max-w-4xl gap-3" data-scholarship-sections="">
          <Collapsible title={text.overview} level={3}>
            <Paragraphs items={overview} />
          </Collapsible>
          <Collapsible title={text.tiers} level={3}>
            <p>{text.tiersIntro}</p>
            <ul className="mt-4 grid list-none! gap-3 pl-0! sm:grid-cols-2 lg:grid-cols-4" data-scholarship-tiers="">
              {tiers.map((tier) => (
                <li
                  key={tier.percentage}
                  className="mt-0! rounded-lg bg-brand-50 p-4 text-center"
                  data-tier={tier.percentage}
                >
                  <span className="block text-3xl font-extrabold text-brand-800">{tier.percent}</span>
                  <span className="block text-slate-700">{text.ofTuition}</span>
                  <span className="mt-1 block font-semibold text-slate-800">{tier.recipients}</span>
                </li>
              ))}
            </ul>
          </Collapsible>
          <Collapsible title={text.eligibility} level={3}>
            <Paragraphs items={eligibility.paragraphs} />
            <ol className="mt-3">
              {eligibility.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </Collapsible>
        </div>
        <p className="mt-8">
          <Link to="/administration/admissions" className="btn-primary">
            {text.contactAdmissions}
            <Icon name="arrow-right" aria-hidden="true" />
          </Link>
        </p>
      </TitledSection>
    </BannerPage>
  );
}
