import { TitledSection, withBanner, Paragraphs } from "~/components/page-sections";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icons";
import { LoadingOverlay } from "~/components/loading-overlay";
import type { PartnershipPage } from "~/content/partnership";
import { StatsGrid } from "~/components/stats-grid";
import { TextCollapsibles } from "~/components/text-sections";
import { localePath } from "~/i18n/locale";
import { useLocale, useWords } from "~/i18n/use-frame";

/**
 * The shared body of the two partnership pages (requirements §2.5: "same
 * layout"). The content comes from the route's loader in the page's language.
 */
export function PartnershipView({ content }: { content: PartnershipPage }) {
  const locale = useLocale();
  const words = useWords().about;
  return (
    <>
      {/* requirements §4's overlay for counter pages, bounded by decision 002. */}
      <LoadingOverlay />
      <TitledSection id="partner-intro" title={content.intro.heading} className="container py-12">
        <div className="prose mt-4">
          <Paragraphs items={content.intro.paragraphs} />
        </div>
      </TitledSection>
      <StatsGrid
        id="partner-stats"
        heading={content.statsHeading}
        stats={content.stats}
        duration={content.countDuration}
      />
      <TitledSection id="partner-more" title={words.learnMore} className="container py-12">
        <div className="mt-6 grid gap-3">
          <TextCollapsibles sections={content.sections} />
        </div>
      </TitledSection>
      <section className="bg-brand-50 py-12" aria-labelledby="partner-programmes">
        <div className="container grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="partner-programmes" className="section-title">
              {content.programmes.heading}
            </h2>
            <ul className="mt-4 grid gap-2">
              {content.programmes.links.map((link) => (
                <li key={link.href}>
                  {/* A plain link, not <Link>: these paths exist only as server redirects
                      (app/content/redirects.ts, in both languages); client-side routing would
                      show the 404 page. */}
                  <a
                    href={localePath(link.href, locale)}
                    className="brand-link inline-flex items-center gap-2 font-semibold"
                  >
                    <Icon name="arrow-right" aria-hidden="true" />
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="self-center">
            <p className="text-slate-700">{content.outward.text}</p>
            <ExternalLink href={content.outward.href} className="btn-primary mt-4">
              {content.outward.label}
              <Icon name="external" aria-hidden="true" />
            </ExternalLink>
          </div>
        </div>
      </section>
    </>
  );
}

/** The whole page: its banner, then the view. */
export const PartnerPage = withBanner(PartnershipView);
