import { BannerPage, TitledSection, Paragraphs } from "~/components/page-sections";
import { Icon } from "~/components/icons";
import { LoadingOverlay } from "~/components/loading-overlay";
import { NextSteps } from "~/components/next-steps";
import { StatsGrid } from "~/components/stats-grid";
import { creditTransfer } from "~/content/credit-transfer";
import { aboutCreditTransferPage } from "~/content/pages/about.credit-transfer";
import { metaFor } from "~/lib/seo";
import type { Route } from "./+types/about.credit-transfer";
import { TextCollapsibles } from "~/components/text-sections";

export const meta: Route.MetaFunction = metaFor(aboutCreditTransferPage);

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
        {/* requirements §9: frame height 500px; the link serves browsers that cannot show PDFs inline. */}
        <iframe
          src={pdf.path}
          title={`${pdf.title} (PDF)`}
          height={500}
          className="pdf-frame mt-6 block h-125 w-full rounded-md border border-slate-200 bg-slate-100"
        />
        <a href={pdf.path} download className="btn-secondary mt-4">
          <Icon name="download" aria-hidden="true" />
          Download the {pdf.title} (PDF)
        </a>
      </TitledSection>
      <NextSteps heading="Plan your credit transfer with us" />
    </BannerPage>
  );
}
