import { WidgetBoundary } from "~/components/error-fallback";
import { Hero } from "~/components/home/hero";
import { HomePopup } from "~/components/home/home-popup";
import { lazy } from "react";
import { HydrateWhenVisible } from "~/components/hydrate-when-visible";
import { IntroSection, QualificationCards, WelcomeSection } from "~/components/home/sections";
import { StatsBanner } from "~/components/home/stats-banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

const info = page("/");

// Far below the fold: its code loads as the visitor scrolls towards it.
const PartnerCarousel = lazy(() => import("~/components/home/partner-carousel"));

/** Tells the frame (root.tsx) to draw the announcement ticker above the header (SPEC §2.3). */
export const handle = { ticker: true };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/", matches);

/** SPEC §2.3: ticker (frame), navigation (frame), hero, intro, cards, stats, welcome, partners, footer (frame). */
export default function HomePage() {
  return (
    <>
      <Hero banner={info.banner} />
      <IntroSection />
      <QualificationCards />
      <StatsBanner />
      <WelcomeSection />
      {/*
        Lazy, yet in the server HTML: entry.server.tsx waits for the whole
        render, so the carousel is inline for visitors without JavaScript
        (docs/decisions/007-home-page-widgets.md).
      */}
      <WidgetBoundary>
        <HydrateWhenVisible id="partners-carousel">
          <PartnerCarousel />
        </HydrateWhenVisible>
      </WidgetBoundary>
      <HomePopup />
    </>
  );
}
