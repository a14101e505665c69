import { Banner } from "~/components/banner";
import { site, telHref } from "~/content/site";
import { applyPage } from "~/content/pages/apply";
import { AdmissionForm } from "~/forms/admission-form";

const steps = [
  "Fill in your details and your parents' or guardian's.",
  "Photograph your mark sheets or certificates and your passport-style photo.",
  "Pay the application fee to the bank account below and keep the receipt.",
  "Send the application: we confirm by e-mail or phone within 5 to 7 business days.",
];

// The banner written out rather than through BannerPage: /apply's first-load
// JS is within a few hundred bytes of its budget, and BannerPage's module
// (shared with the section helpers) would take them.
export default function ApplyPage() {
  return (
    <>
      <Banner {...applyPage.banner} />
      <section className="container grid gap-8 py-10 lg:grid-cols-[1fr_2fr]">
        <div className="grid content-start gap-4">
          <h2 className="section-title">How to apply</h2>
          <ol className="m-0 grid list-decimal gap-2 pl-6 text-slate-700">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="m-0 text-slate-700">
            Questions before you apply? Call{" "}
            <a className="brand-link" href={telHref(site.phones[0])}>
              {site.phones[0]}
            </a>{" "}
            or write to{" "}
            <a className="brand-link" href={`mailto:${site.emails[1]}`}>
              {site.emails[1]}
            </a>
            .
          </p>
        </div>
        <div className="min-w-0 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <AdmissionForm />
        </div>
      </section>
    </>
  );
}
