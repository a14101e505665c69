import { Banner } from "~/components/banner";
import { useFrame } from "~/i18n/use-frame";
import { applyContent } from "~/content/apply";
import { applyContentNe } from "~/content/apply.ne";
import { site, telHref } from "~/content/site";
import { applyPage } from "~/content/pages/apply";
import { AdmissionForm } from "~/forms/admission-form";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/apply";
import type { PageHandle } from "~/lib/page-handle";

// Hydrates: its admission form.
export const handle: PageHandle = { hydrate: true };

/** The page's copy in its language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? applyContentNe : applyContent };
}

// The banner written out rather than through BannerPage: /apply's first-load
// JS is within a few hundred bytes of its budget, and BannerPage's module
// (shared with the section helpers) would take them.
export default function ApplyPage({ loaderData }: Route.ComponentProps) {
  const { heading, steps, questions } = loaderData.content;
  const { phones } = useFrame();
  return (
    <>
      <Banner {...applyPage.banner} />
      <section className="container grid gap-8 py-10 lg:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-4">
          <h2 className="section-title">{heading}</h2>
          <ol className="m-0 grid list-decimal gap-2 pl-6 text-slate-700">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="m-0 text-slate-700">
            {questions.call}{" "}
            <a className="brand-link" href={telHref(site.phones[0])}>
              {phones[0]}
            </a>{" "}
            {questions.write}{" "}
            <a className="brand-link" href={`mailto:${site.emails[1]}`}>
              {site.emails[1]}
            </a>
            {questions.end}
          </p>
        </div>
        <div className="min-w-0 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <AdmissionForm />
        </div>
      </section>
    </>
  );
}
