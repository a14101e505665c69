import { WidgetBoundary } from "~/components/error-fallback";
import { Hero } from "~/components/home/hero";
import { HomePopup } from "~/components/home/home-popup";
import { PartnerCarousel } from "~/components/home/partner-carousel";
import { IntroSection, QualificationCards, WelcomeSection } from "~/components/home/sections";
import { StatsBanner } from "~/components/home/stats-banner";
import { LatestNotices } from "~/notices/latest-notices";
import { homeContent } from "~/content/home";
import { homeContentNe } from "~/content/home.ne";
import { localeOf } from "~/i18n/locale";
import { FinderPrompt } from "~/components/finder-prompt";
import { wordsIn } from "~/finder/words";
import { requestInfo } from "~/lib/context";
import { homeNotices } from "~/notices/home.server";
import type { Route } from "./+types/home";
import type { PageHandle } from "~/lib/page-handle";

/**
 * The page's words in its language (decision 021); the ticker's too, which
 * the frame draws. The ticker, the popup and the latest notices are the
 * office's live notices (app/notices/home.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const content = locale === "ne" ? homeContentNe : homeContent;
  return {
    ...content,
    finder: wordsIn(locale).prompt,
    ...(await homeNotices(content, await context.get(requestInfo).notices.live(), locale)),
  };
}

/** Tells the frame (root.tsx) to draw the announcement ticker above the header, from this route's `ticker` (requirements §2.3). */
// No React: the hero's video and the partner carousel are started by the page script.
export const handle: PageHandle = { ticker: true };

/** requirements §2.3: ticker (frame), navigation (frame), hero, intro, cards, stats, welcome, partners, footer (frame). */
export default function HomePage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <Hero hero={content.hero} />
      <IntroSection intro={content.intro} />
      <QualificationCards section={content.cards} />
      <div className="container -mt-6 pb-12">
        <FinderPrompt prompt={content.finder} />
      </div>
      <StatsBanner section={content.stats} />
      <WelcomeSection welcome={content.welcome} />
      <WidgetBoundary>
        <PartnerCarousel section={content.partners} />
      </WidgetBoundary>
      <LatestNotices section={content.latest} />
      {content.popup ? <HomePopup popup={content.popup} /> : null}
    </>
  );
}
