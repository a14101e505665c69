import { Banner } from "~/components/banner";
import { EnquirySection } from "~/components/enquiry-section";
import { LoadingOverlay } from "~/components/loading-overlay";
import { PdfEmbed } from "~/components/pdf-embed";
import { feeBlocks, feesContact, feesIntro, feesPdf } from "~/content/fees";
import { admissionFeesFundingPage } from "~/content/pages/admission.fees-funding";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/admission.fees-funding";
import { TextCollapsibles } from "~/components/text-sections";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(admissionFeesFundingPage, matches);

export default function AdmissionFeesFundingPage() {
  return (
    <>
      <LoadingOverlay />
      <Banner {...admissionFeesFundingPage.banner} />
      <section className="container py-12" aria-labelledby="fees-intro">
        <h2 id="fees-intro" className="section-title">
          {feesIntro.heading}
        </h2>
        <div className="prose mt-4">
          {feesIntro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <div className="mt-8 grid max-w-4xl gap-3" data-fee-blocks="">
          <TextCollapsibles sections={feeBlocks} openFirst />
        </div>
      </section>
      <section className="container pb-12" aria-labelledby="fees-guide">
        <h2 id="fees-guide" className="section-title">
          {feesPdf.title}
        </h2>
        <p className="prose mt-3">{feesContact}</p>
        <div className="mt-6">
          <PdfEmbed path={feesPdf.path} title={feesPdf.title} />
        </div>
      </section>
      <EnquirySection />
    </>
  );
}
