import { BannerPage, TitledSection } from "~/components/page-sections";
import { CountUp } from "~/components/count-up";
import { LoadingOverlay } from "~/components/loading-overlay";
import { forVisitors } from "~/content/confirm";
import { ACHIEVEMENT_STEPS, policiesContent } from "~/content/policies";
import { policiesContentNe } from "~/content/policies.ne";
import { TextCollapsibles } from "~/components/text-sections";
import { localeOf } from "~/i18n/locale";
import { useWords } from "~/i18n/use-frame";
import { usePageRecord } from "~/i18n/use-page";
import type { Route } from "./+types/administration.policies";

/**
 * The page's content, and the counters' steps beside it, come only through
 * the loader: a value the component imported from ~/content/policies would
 * bring that module, and the office's notes in the records it is built
 * from, into the page's browser code.
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    content: forVisitors(localeOf(request) === "ne" ? policiesContentNe : policiesContent),
    steps: ACHIEVEMENT_STEPS,
  };
}

export default function AdministrationPoliciesPage({ loaderData }: Route.ComponentProps) {
  const { content, steps } = loaderData;
  const { achievements, intro, policies } = content;
  const words = useWords().administration;
  return (
    <BannerPage page={usePageRecord()}>
      <LoadingOverlay />
      <section className="bg-brand-800 py-10 text-white" aria-labelledby="policies-achievements">
        <div className="container">
          <h2 id="policies-achievements" className="sr-only">
            {words.achievementsHeading}
          </h2>
          <ul className="grid gap-6 text-center sm:grid-cols-3" data-achievements="">
            {achievements.map((a) => (
              <li key={a.label} data-achievement={a.label}>
                <CountUp
                  value={a.value}
                  suffix={a.suffix}
                  duration={a.duration}
                  trigger="load"
                  steps={steps}
                  className="block text-4xl font-extrabold sm:text-5xl"
                />
                <span className="mt-1 block text-brand-50">{a.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <TitledSection id="policies-list" title={words.policiesHeading} className="container py-12">
        <p className="prose mt-3">{intro}</p>
        <div className="mt-6 grid gap-3" data-policies="">
          <TextCollapsibles sections={policies} />
        </div>
      </TitledSection>
    </BannerPage>
  );
}
