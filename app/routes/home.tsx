import { WidgetBoundary } from "~/components/error-fallback";
import { Hero } from "~/components/home/hero";
import { HomePopup } from "~/components/home/home-popup";
import PartnerCarousel from "~/components/home/partner-carousel";
import { IntroSection, QualificationCards, WelcomeSection } from "~/components/home/sections";
import { StatsBanner } from "~/components/home/stats-banner";
import { page } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

const info = page("/");

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
        Imported statically on purpose: React 19.3 sends any Suspense boundary
        that follows ~20 KB of HTML as a late chunk revealed by an inline
        script, so a lazy carousel would be missing for visitors without
        JavaScript. It hydrates one slide, ten dots and three buttons.
      */}
      <WidgetBoundary>
        <PartnerCarousel />
      </WidgetBoundary>
      <HomePopup />
    </>
  );
}
