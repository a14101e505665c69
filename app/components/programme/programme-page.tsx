import { Link } from "~/i18n/link";
import { useWords } from "~/i18n/use-frame";
import { BannerPage, Paragraphs } from "~/components/page-sections";
import { Collapsible } from "~/components/collapsible";
import { EnquirySection } from "~/components/enquiry-section";
import { Icon } from "~/components/icons";
import type { Programme } from "~/content/programmes/types";
import { AwardPanel } from "./award-panel";
import { DocumentLinks } from "./document-links";
import { GraduationVideo } from "./graduation-video";
import { SectionBlocks } from "./section-blocks";
import { RefImage } from "~/components/ref-image";

/**
 * Any programme page (requirements §2.4): banner, intro with logo and downloads,
 * the optional graduation video, who awards it (the award panel), the collapsible sections in order, Apply
 * Now, then the enquiry form and map. A route module only picks the record.
 */
export function ProgrammePage({ programme }: { programme: Programme }) {
  const { intro } = programme;
  return (
    <BannerPage page={programme.page}>
      <section className="container py-10" aria-labelledby="programme-intro">
        <div className={`grid gap-8 ${programme.video ? "lg:grid-cols-[3fr_2fr]" : ""}`}>
          <div>
            {intro.logo ? <RefImage image={intro.logo} className="mb-4 h-auto max-w-48" data-intro-logo="" /> : null}
            <h2 id="programme-intro" className="section-title">
              {intro.heading}
            </h2>
            <div className="prose mt-4">
              <Paragraphs items={intro.paragraphs} />
            </div>
            <DocumentLinks items={programme.downloads} />
            <ApplyNow target={programme.apply} />
          </div>
          {programme.video ? <GraduationVideo video={programme.video} /> : null}
        </div>
      </section>
      <div className="container pb-10">
        <AwardPanel panel={programme.award} />
      </div>
      <div className="container flex flex-col gap-3 pb-12" data-sections="">
        {programme.sections.map((s, i) => (
          <Collapsible key={s.id} id={`section-${s.id}`} title={s.title} level={2} defaultOpen={i === 0}>
            <SectionBlocks blocks={s.blocks} />
          </Collapsible>
        ))}
        <ApplyNow target={programme.apply} />
      </div>
      {programme.apply === "#apply" ? <ApplyHere /> : <EnquirySection />}
    </BannerPage>
  );
}

function ApplyNow({ target }: { target: Programme["apply"] }) {
  const { common } = useWords();
  const content = (
    <>
      {common.applyNow} <Icon name="arrow-right" width={20} height={20} />
    </>
  );
  return (
    <p className="mt-6">
      {target === "#apply" ? (
        <a href="#apply" className="btn-primary" data-apply-now="">
          {content}
        </a>
      ) : (
        <Link to={target} className="btn-primary" data-apply-now="">
          {content}
        </Link>
      )}
    </p>
  );
}

/** The in-page #apply target: the way to apply (the online form) and the enquiry form. */
function ApplyHere() {
  const { programme: words } = useWords();
  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 bg-brand-50 pt-12">
      <div className="container">
        <h2 id="apply-heading" className="section-title">
          {words.howToApply}
        </h2>
        <p className="prose mt-3">{words.howToApplyText}</p>
        <p className="mt-4">
          <Link to="/apply" className="btn-primary">
            {words.goToForm} <Icon name="arrow-right" width={20} height={20} />
          </Link>
        </p>
      </div>
      <EnquirySection heading={words.questionsBeforeApplying} />
    </section>
  );
}
