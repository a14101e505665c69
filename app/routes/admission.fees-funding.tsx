import { forVisitors } from "~/content/confirm";
import { BannerPage, TitledSection, Paragraphs } from "~/components/page-sections";
import { EnquirySection } from "~/components/enquiry-section";
import { LoadingOverlay } from "~/components/loading-overlay";
import { PdfEmbed } from "~/components/pdf-embed";
import { fees } from "~/content/fees";
import { feesNe } from "~/content/fees.ne";
import { admissionFeesFundingPage } from "~/content/pages/admission.fees-funding";
import { TextCollapsibles } from "~/components/text-sections";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/admission.fees-funding";
import type { PageHandle } from "~/lib/page-handle";

// Hydrates: its enquiry form.
export const handle: PageHandle = { hydrate: true };

/** The fees page's content in the page's language (the loader keeps both records out of the browser's code). */
export function loader({ request }: Route.LoaderArgs) {
  return { content: forVisitors(localeOf(request) === "ne" ? feesNe : fees) };
}

export default function AdmissionFeesFundingPage({ loaderData }: Route.ComponentProps) {
  const { intro, blocks, contact, pdf } = loaderData.content;
  return (
    <BannerPage page={admissionFeesFundingPage}>
      <LoadingOverlay />
      <TitledSection id="fees-intro" title={intro.heading} className="container py-12">
        <div className="prose mt-4">
          <Paragraphs items={intro.paragraphs} />
        </div>
        <div className="mt-8 grid max-w-4xl gap-3" data-fee-blocks="">
          <TextCollapsibles sections={blocks} openFirst />
        </div>
      </TitledSection>
      <TitledSection id="fees-guide" title={pdf.title} className="container pb-12">
        <p className="prose mt-3">{contact}</p>
        <div className="mt-6">
          <PdfEmbed path={pdf.path} title={pdf.title} />
        </div>
      </TitledSection>
      <EnquirySection />
    </BannerPage>
  );
}
