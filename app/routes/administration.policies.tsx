import { BannerPage, TitledSection } from "~/components/page-sections";
import { CountUp } from "~/components/count-up";
import { LoadingOverlay } from "~/components/loading-overlay";
import { administrationPoliciesPage } from "~/content/pages/administration.policies";
import { ACHIEVEMENT_STEPS, achievements, policies, policiesIntro } from "~/content/policies";
import { TextCollapsibles } from "~/components/text-sections";

export default function AdministrationPoliciesPage() {
  return (
    <BannerPage page={administrationPoliciesPage}>
      <LoadingOverlay />
      <section className="bg-brand-800 py-10 text-white" aria-labelledby="policies-achievements">
        <div className="container">
          <h2 id="policies-achievements" className="sr-only">
            Our achievements
          </h2>
          <ul className="grid gap-6 text-center sm:grid-cols-3" data-achievements="">
            {achievements.map((a) => (
              <li key={a.label} data-achievement={a.label}>
                <CountUp
                  value={a.value}
                  suffix={a.suffix}
                  duration={a.duration}
                  trigger="load"
                  steps={ACHIEVEMENT_STEPS}
                  className="block text-4xl font-extrabold sm:text-5xl"
                />
                <span className="mt-1 block text-brand-50">{a.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <TitledSection id="policies-list" title="Our policies" className="container py-12">
        <p className="prose mt-3">{policiesIntro}</p>
        <div className="mt-6 grid gap-3" data-policies="">
          <TextCollapsibles sections={policies} />
        </div>
      </TitledSection>
    </BannerPage>
  );
}
