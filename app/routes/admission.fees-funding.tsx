import { BannerPage, TitledSection, Paragraphs } from "~/components/page-sections";
import { EnquirySection } from "~/components/enquiry-section";
import { LoadingOverlay } from "~/components/loading-overlay";
import { PdfEmbed } from "~/components/pdf-embed";
import { feeBlocks, feesContact, feesIntro, feesPdf } from "~/content/fees";
import { admissionFeesFundingPage } from "~/content/pages/admission.fees-funding";
import { TextCollapsibles } from "~/components/text-sections";

export default function AdmissionFeesFundingPage() {
  return (
    <BannerPage page={admissionFeesFundingPage}>
      <LoadingOverlay />
      <TitledSection id="fees-intro" title={feesIntro.heading} className="container py-12">
        <div className="prose mt-4">
          <Paragraphs items={feesIntro.paragraphs} />
        </div>
        <div className="mt-8 grid max-w-4xl gap-3" data-fee-blocks="">
          <TextCollapsibles sections={feeBlocks} openFirst />
        </div>
      </TitledSection>
      <TitledSection id="fees-guide" title={feesPdf.title} className="container pb-12">
        <p className="prose mt-3">{feesContact}</p>
        <div className="mt-6">
          <PdfEmbed path={feesPdf.path} title={feesPdf.title} />
        </div>
      </TitledSection>
      <EnquirySection />
    </BannerPage>
  );
}
