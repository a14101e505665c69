import { BannerPage } from "~/components/page-sections";
import { TextSectionBody } from "~/components/text-sections";
import { PRIVACY_UPDATED_ON, privacyContent } from "~/content/privacy";
import { privacyContentNe } from "~/content/privacy.ne";
import { fill } from "~/i18n/fill";
import { localeOf } from "~/i18n/locale";
import { noticeDate } from "~/notices/view.server";
import { usePageRecord } from "~/i18n/use-page";
import type { Route } from "./+types/privacy";

// The notice in the page's language, its date written as that language writes
// dates (as a notice's is); the loader keeps both records out of the browser's code.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const content = locale === "ne" ? privacyContentNe : privacyContent;
  const date = noticeDate(Date.parse(`${PRIVACY_UPDATED_ON}T12:00:00+05:45`), locale);
  return { content: { ...content, updated: fill(content.updated, { date }) } };
}

/** The privacy notice (requirements §2.5, §11): plain sections, each with its own heading and anchor. */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { intro, updated, sections } = loaderData.content;
  return (
    <BannerPage page={usePageRecord()}>
      <div className="container max-w-3xl py-12">
        <p className="prose text-lg">{intro}</p>
        <p className="mt-2 text-sm text-slate-600">{updated}</p>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="prose mt-10 scroll-mt-32"
            data-privacy-section={section.id}
          >
            <h2 id={`${section.id}-heading`} className="section-title">
              {section.title}
            </h2>
            <TextSectionBody section={section} />
          </section>
        ))}
      </div>
    </BannerPage>
  );
}
