import { WidgetBoundary } from "~/components/error-fallback";
import { Hero } from "~/components/home/hero";
import { HomePopup } from "~/components/home/home-popup";
import { lazy, memo } from "react";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { IntroSection, QualificationCards, WelcomeSection } from "~/components/home/sections";
import { StatsBanner } from "~/components/home/stats-banner";
import { type HomeContent, homeContent } from "~/content/home";
import { homeContentNe } from "~/content/home.ne";
import { localeOf } from "~/i18n/locale";
import type { Route } from "./+types/home";
import type { PageHandle } from "~/lib/page-handle";

// Far below the fold: its code loads as the visitor scrolls towards it.
const PartnerCarousel = lazy(() => import("~/components/home/partner-carousel"));
// Memoised so no re-render above can reach the still-dehydrated carousel (its props never change).
const LazyCarousel = memo(function LazyCarousel({ section }: { section: HomeContent["partners"] }) {
  return (
    <HydrateWhenVisible id="partners-carousel" actsInView>
      <PartnerCarousel section={section} />
    </HydrateWhenVisible>
  );
});

/** The page's words in its language (decision 021); the ticker's too, which the frame draws. */
export function loader({ request }: Route.LoaderArgs): HomeContent {
  return localeOf(request) === "ne" ? homeContentNe : homeContent;
}

/** Tells the frame (root.tsx) to draw the announcement ticker above the header, from this route's `ticker` (requirements §2.3). */
// Hydrates while the partner carousel and the hero's video are React's.
export const handle: PageHandle = { ticker: true, hydrate: true };

/** requirements §2.3: ticker (frame), navigation (frame), hero, intro, cards, stats, welcome, partners, footer (frame). */
export default function HomePage({ loaderData: content }: Route.ComponentProps) {
  return (
    <>
      <Hero hero={content.hero} />
      <IntroSection intro={content.intro} />
      <QualificationCards section={content.cards} />
      <StatsBanner section={content.stats} />
      <WelcomeSection welcome={content.welcome} />
      {/*
        Lazy, yet inline in the server HTML for visitors without JavaScript:
        entry.server.tsx waits for the whole render and never outlines
        Suspense boundaries (docs/decisions/007-home-page-widgets.md).
      */}
      <WidgetBoundary>
        <LazyCarousel section={content.partners} />
      </WidgetBoundary>
      <HomePopup popup={content.popup} />
    </>
  );
}
