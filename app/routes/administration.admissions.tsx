import { BannerPage, TitledSection } from "~/components/page-sections";
import { Link } from "~/i18n/link";
import { useFrame, useLocale, useWords } from "~/i18n/use-frame";
import { Icon } from "~/components/icons";
import { FaqList } from "~/components/faq-list";
import { StaffPhoto, useNameLang } from "~/components/people/staff-card";
import { admissionsContent } from "~/content/admissions";
import { admissionsContentNe } from "~/content/admissions.ne";
import { site, telHref } from "~/content/site";
import { fill } from "~/i18n/fill";
import { localeOf } from "~/i18n/locale";
import { FinderPrompt } from "~/components/finder-prompt";
import { wordsIn } from "~/finder/words";
import { localNumber } from "~/i18n/numerals";
import { usePageRecord } from "~/i18n/use-page";
import type { Route } from "./+types/administration.admissions";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { content: locale === "ne" ? admissionsContentNe : admissionsContent, finder: wordsIn(locale).prompt };
}

export default function AdministrationAdmissionsPage({ loaderData }: Route.ComponentProps) {
  const { address, officeHours, counsellor, reasons, programmes, steps, faqs } = loaderData.content;
  const words = useWords();
  const own = words.administration;
  const nameLang = useNameLang();
  const locale = useLocale();
  const { phones } = useFrame();
  return (
    <BannerPage page={usePageRecord()}>
      <section className="container grid gap-8 py-12 lg:grid-cols-2" aria-labelledby="admissions-contact">
        <div>
          <h2 id="admissions-contact" className="section-title">
            {own.contactHeading}
          </h2>
          <ul className="mt-6 grid gap-3 text-slate-700" data-admissions-contact="">
            <li className="flex gap-3">
              <Icon name="pin" aria-hidden="true" className="mt-1 flex-none text-brand" />
              <span>{address}</span>
            </li>
            {site.phones.map((phone, i) => (
              <li key={phone} className="flex gap-3">
                <Icon name="phone" aria-hidden="true" className="mt-1 flex-none text-brand" />
                <a href={telHref(phone)} className="brand-link">
                  {phones[i]}
                </a>
              </li>
            ))}
            {site.emails.map((email) => (
              <li key={email} className="flex gap-3">
                <Icon name="mail" aria-hidden="true" className="mt-1 flex-none text-brand" />
                <a href={`mailto:${email}`} className="brand-link break-all">
                  {email}
                </a>
              </li>
            ))}
            <li className="flex gap-3" data-office-hours="">
              <Icon name="clock" aria-hidden="true" className="mt-1 flex-none text-brand" />
              <span>
                <strong>{own.officeHours}</strong> {officeHours}
              </span>
            </li>
          </ul>
        </div>
        <article className="flex flex-col gap-5 rounded-xl bg-brand-50 p-6 sm:flex-row" data-counsellor="">
          <StaffPhoto
            member={counsellor}
            size={128}
            className="h-32 w-32 flex-none rounded-full bg-white object-cover"
          />
          <div>
            <h3 className="text-xl font-bold text-brand-800" lang={nameLang}>
              {counsellor.name}
            </h3>
            <p className="font-semibold text-accent-700">{counsellor.role}</p>
            <p className="mt-3 text-slate-700 leading-relaxed">{counsellor.about}</p>
          </div>
        </article>
      </section>

      <TitledSection
        id="admissions-reasons"
        title={fill(own.reasonsHeading, { name: site.name })}
        className="bg-brand-50 py-12"
        innerClassName="container"
      >
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-lg bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-brand-800">{reason.title}</h3>
              <p className="mt-2 text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <div className="container grid gap-10 py-12 lg:grid-cols-2">
        <TitledSection id="admissions-programmes" title={own.programmesHeading}>
          <ul className="mt-6 grid gap-2" data-admissions-programmes="">
            {programmes.map((p) => (
              <li key={p.href}>
                {/* Server-side 301s (requirements §2.1 link targets): a full request, not a client-side route. */}
                <Link to={p.href} className="brand-link inline-flex items-center gap-2 font-semibold" reloadDocument>
                  <Icon name="arrow-right" aria-hidden="true" />
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
          <FinderPrompt prompt={loaderData.finder} className="mt-6" />
        </TitledSection>
        <TitledSection id="admissions-steps" title={own.stepsHeading}>
          <ol className="mt-6 grid gap-4" data-apply-steps="">
            {steps.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 flex-none items-center justify-center rounded-full bg-brand font-bold text-white"
                >
                  {localNumber(locale)(i + 1)}
                </span>
                <div>
                  <h3 className="font-semibold text-brand-800">{step.title}</h3>
                  <p className="text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <Link to="/apply" className="btn-primary mt-6">
            {words.common.applyNow}
            <Icon name="arrow-right" aria-hidden="true" />
          </Link>
        </TitledSection>
      </div>

      <TitledSection
        id="admissions-faqs"
        title={own.faqsHeading}
        className="bg-brand-50 py-12"
        innerClassName="container max-w-3xl"
      >
        <FaqList faqs={faqs} />
      </TitledSection>
    </BannerPage>
  );
}
