import { BannerPage, TitledSection, Paragraphs } from "~/components/page-sections";
import { LoadingOverlay } from "~/components/loading-overlay";
import { NextSteps } from "~/components/next-steps";
import { PdfEmbed } from "~/components/pdf-embed";
import { StatsGrid } from "~/components/stats-grid";
import { creditTransfer } from "~/content/credit-transfer";
import { creditTransferNe } from "~/content/credit-transfer.ne";
import { aboutCreditTransferPage } from "~/content/pages/about.credit-transfer";
import { TextCollapsibles } from "~/components/text-sections";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/about.credit-transfer";

/** The page's content in its language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: localeOf(request) === "ne" ? creditTransferNe : creditTransfer };
}

export default function AboutCreditTransferPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { pdf } = content;
  return (
    <BannerPage page={aboutCreditTransferPage}>
      {/* requirements §4's overlay for counter pages, bounded by decision 002. */}
      <LoadingOverlay />
      <section className="container py-12">
        <div className="prose">
          <Paragraphs items={content.intro} />
        </div>
      </section>
      <StatsGrid
        id="credit-stats"
        heading={content.statsHeading}
        stats={content.stats}
        duration={content.countDuration}
      />
      <TitledSection id="credit-explained" title={content.blocksHeading} className="container py-12">
        <div className="mt-6 grid gap-3">
          <TextCollapsibles sections={content.blocks} openFirst />
        </div>
      </TitledSection>
      <TitledSection id="credit-guide" title={pdf.title} className="container pb-14">
        <div className="mt-6">
          <PdfEmbed path={pdf.path} title={pdf.title} />
        </div>
      </TitledSection>
      <NextSteps heading={content.nextStepsHeading} />
    </BannerPage>
  );
}
