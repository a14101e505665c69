import { BannerPage, TitledSection, Paragraphs } from "~/components/page-sections";
import { LoadingOverlay } from "~/components/loading-overlay";
import { NextSteps } from "~/components/next-steps";
import { PdfEmbed } from "~/components/pdf-embed";
import { StatsGrid } from "~/components/stats-grid";
import { creditTransfer } from "~/content/credit-transfer";
import { aboutCreditTransferPage } from "~/content/pages/about.credit-transfer";
import { TextCollapsibles } from "~/components/text-sections";

export default function AboutCreditTransferPage() {
  const { pdf } = creditTransfer;
  return (
    <BannerPage page={aboutCreditTransferPage}>
      {/* requirements §4's overlay for counter pages, bounded by decision 002. */}
      <LoadingOverlay />
      <section className="container py-12">
        <div className="prose">
          <Paragraphs items={creditTransfer.intro} />
        </div>
      </section>
      <StatsGrid
        id="credit-stats"
        heading={creditTransfer.statsHeading}
        stats={creditTransfer.stats}
        duration={creditTransfer.countDuration}
      />
      <TitledSection id="credit-explained" title="Credit transfer explained" className="container py-12">
        <div className="mt-6 grid gap-3">
          <TextCollapsibles sections={creditTransfer.blocks} openFirst />
        </div>
      </TitledSection>
      <TitledSection id="credit-guide" title={pdf.title} className="container pb-14">
        <div className="mt-6">
          <PdfEmbed path={pdf.path} title={pdf.title} />
        </div>
      </TitledSection>
      <NextSteps heading="Plan your credit transfer with us" />
    </BannerPage>
  );
}
