import { BannerPage } from "~/components/page-sections";
import { fullAddress, hoursText, site, telHref } from "~/content/site";
import { visitUsPage } from "~/content/pages/visit-us";
import { VisitForm } from "~/forms/visit-form";

export default function VisitUsPage() {
  return (
    <BannerPage page={visitUsPage}>
      <section className="container grid gap-8 py-10 lg:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-4">
          <h2 className="section-title">Come and see us</h2>
          <div className="prose">
            <p>
              Tell us when suits you and how you would like to talk: a walk round the campus, a counselling session
              online or a call back from our admissions team. We will confirm by your chosen contact method.
            </p>
            <p>
              Our admissions office is at {fullAddress}. Office hours: {hoursText(site.admissionsHours)}.
            </p>
          </div>
          <p className="m-0">
            Rather call now?{" "}
            <a className="brand-link" href={telHref(site.phones[0])}>
              {site.phones[0]}
            </a>
          </p>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <VisitForm />
        </div>
      </section>
    </BannerPage>
  );
}
