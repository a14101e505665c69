import { WidgetBoundary } from "~/components/error-fallback";
import { Hero } from "~/components/home/hero";
import { HomePopup } from "~/components/home/home-popup";
import { lazy, memo } from "react";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { IntroSection, QualificationCards, WelcomeSection } from "~/components/home/sections";
import { StatsBanner } from "~/components/home/stats-banner";
import { homePage } from "~/content/pages/home";

// Far below the fold: its code loads as the visitor scrolls towards it.
const PartnerCarousel = lazy(() => import("~/components/home/partner-carousel"));
// Memoised so no re-render above can reach the still-dehydrated carousel.
const LazyCarousel = memo(function LazyCarousel() {
  return (
    <HydrateWhenVisible id="partners-carousel">
      <PartnerCarousel />
    </HydrateWhenVisible>
  );
});

/** Tells the frame (root.tsx) to draw the announcement ticker above the header (requirements §2.3). */
export const handle = { ticker: true };

/** requirements §2.3: ticker (frame), navigation (frame), hero, intro, cards, stats, welcome, partners, footer (frame). */
export default function HomePage() {
  return (
    <>
      <Hero banner={homePage.banner} />
      <IntroSection />
      <QualificationCards />
      <StatsBanner />
      <WelcomeSection />
      {/*
        Lazy, yet inline in the server HTML for visitors without JavaScript:
        entry.server.tsx waits for the whole render and never outlines
        Suspense boundaries (docs/decisions/007-home-page-widgets.md).
      */}
      <WidgetBoundary>
        <LazyCarousel />
      </WidgetBoundary>
      <HomePopup />
    </>
  );
}
