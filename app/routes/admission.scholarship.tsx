import { BannerPage, TitledSection, Paragraphs } from "~/components/page-sections";
import { Link } from "~/i18n/link";
import { Collapsible } from "~/components/collapsible";
import { Icon } from "~/components/icons";
import { admissionScholarshipPage } from "~/content/pages/admission.scholarship";
import {
  recipientsText,
  scholarshipEligibility,
  scholarshipOverview,
  scholarshipTiers,
  scholarshipWelcome,
} from "~/content/scholarship";

export default function AdmissionScholarshipPage() {
  return (
    <BannerPage page={admissionScholarshipPage}>
      <TitledSection id="scholarship-welcome" title={scholarshipWelcome.heading} className="container py-12">
        <div className="prose mt-4">
          <Paragraphs items={scholarshipWelcome.paragraphs} />
        </div>
        <div className="mt-8 grid max-w-4xl gap-3" data-scholarship-sections="">
          <Collapsible title="Scholarship Overview" level={3}>
            <Paragraphs items={scholarshipOverview} />
          </Collapsible>
          <Collapsible title="Scholarship Tiers" level={3}>
            <p>Scholarships are awarded at four levels:</p>
            <ul className="mt-4 grid list-none! gap-3 pl-0! sm:grid-cols-2 lg:grid-cols-4" data-scholarship-tiers="">
              {scholarshipTiers.map((tier) => (
                <li
                  key={tier.percentage}
                  className="mt-0! rounded-lg bg-brand-50 p-4 text-center"
                  data-tier={tier.percentage}
                >
                  <span className="block text-3xl font-extrabold text-brand-800">{tier.percentage}%</span>
                  <span className="block text-slate-700">of tuition</span>
                  <span className="mt-1 block font-semibold text-slate-800">{recipientsText(tier.recipients)}</span>
                </li>
              ))}
            </ul>
          </Collapsible>
          <Collapsible title="Eligibility and Application" level={3}>
            <Paragraphs items={scholarshipEligibility.paragraphs} />
            <ol className="mt-3">
              {scholarshipEligibility.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </Collapsible>
        </div>
        <p className="mt-8">
          <Link to="/administration/admissions" className="btn-primary">
            Contact the Office of Admissions
            <Icon name="arrow-right" aria-hidden="true" />
          </Link>
        </p>
      </TitledSection>
    </BannerPage>
  );
}
