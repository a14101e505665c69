import { BannerPage, TitledSection, Paragraphs } from "~/components/page-sections";
import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import { usePageRecord } from "~/i18n/use-page";
import { EnquirySection } from "~/components/enquiry-section";
import { Icon } from "~/components/icons";
import type { DepartmentContent } from "~/content/departments";
import { href } from "~/content/pages";
import { PartnerWordmark } from "~/components/partners/partner-wordmark";
import { TextCollapsibles } from "~/components/text-sections";

/**
 * The shared body of the three department pages (requirements §2.5). The
 * department's record comes from its route's loader in the page's language.
 */
export function DepartmentView({ department }: { department: DepartmentContent }) {
  const words = useWords().departments;
  return (
    <>
      <section className="container py-12" aria-labelledby="department-intro">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <h2 id="department-intro" className="section-title">
              {department.introHeading}
            </h2>
            <div className="prose mt-4">
              <Paragraphs items={department.intro} />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-brand-800">{words.awardedInPartnership}</h3>
            <ul className="mt-4 flex flex-wrap gap-4" data-department-logos="">
              {department.partners.map((partner) => (
                <li key={partner}>
                  <PartnerWordmark partner={partner} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <TitledSection id="department-topics" title={department.topicsHeading} className="container pb-12">
        <div className="mt-6 grid gap-3" data-department-topics="">
          <TextCollapsibles sections={department.topics} />
        </div>
      </TitledSection>
      <TitledSection id="department-programmes" title={words.programmesHeading} className="container pb-12">
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {department.programmes.map((p) => (
            <li key={p.path}>
              <Link to={href(p.path)} className="brand-link inline-flex items-center gap-2 font-semibold">
                <Icon name="arrow-right" aria-hidden="true" />
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </TitledSection>
      <EnquirySection />
    </>
  );
}

/** The whole page: its banner (from the page layout's record), then the view. */
export function DepartmentPage({ department }: { department: DepartmentContent }) {
  return (
    <BannerPage page={usePageRecord()}>
      <DepartmentView department={department} />
    </BannerPage>
  );
}
