import { describe, expect, it } from "vitest";
import { nepaliNumber } from "~/i18n/numerals";
import { diplomasListing, shortCoursesListing } from "./courses";
import { diplomasListingNe, shortCoursesListingNe } from "./courses.ne";
import { homeContent } from "./home";
import { homeContentNe } from "./home.ne";
import { site } from "./site";
import { uclanNe } from "./uclan.ne";

// The Nepali twins (decision 021) keep the English records' facts and replace their words.
describe("the home page and course listings in Nepali", () => {
  it("keep every link, image, provider and figure of the English records", () => {
    const facts = (c: typeof homeContent) => ({
      still: { ...c.hero.still, alt: "" },
      actions: [...c.hero.actions, ...c.welcome.actions, ...c.popup.actions].map((a) => [a.to, a.primary]),
      cards: c.cards.cards.map((card) => [card.id, card.link, card.provider, card.image.src]),
      stats: c.stats.items.map((s) => [s.numeric, s.suffix]),
      partners: c.partners.partners.map((p) => [p.id, p.link, p.colour, p.logo.mark, p.placeholder]),
      sizes: [c.ticker.length, c.hero.pitches.length, c.intro.paragraphs.length, c.welcome.points.length],
    });
    expect(facts(homeContentNe)).toEqual(facts(homeContent));
    for (const [en, ne] of [
      [diplomasListing, diplomasListingNe],
      [shortCoursesListing, shortCoursesListingNe],
    ] as const) {
      expect(ne.cards.map((c) => [c.id, c.link, c.provider, c.image.src])).toEqual(
        en.cards.map((c) => [c.id, c.link, c.provider, c.image.src]),
      );
      expect(ne.pathway?.length).toBe(en.pathway?.length);
    }
  });

  it("write the figures as Nepali writes numbers: Devanagari digits, grouped (३८,०००)", () => {
    for (const s of homeContentNe.stats.items) {
      expect(s.value).toBe(`${s.prefix ?? ""}${nepaliNumber(s.numeric, s.decimals ?? 0)}${s.suffix ?? ""}`);
      expect(s.value).not.toMatch(/[0-9]/);
      if (s.numeric >= 1000) expect(s.value).toMatch(/[०-९],[०-९]{3}/);
    }
  });

  it("give the university page's figures under its Nepali labels, and name the university", () => {
    expect(homeContentNe.stats.items.map((s) => [s.numeric, s.label, s.prefix])).toEqual(
      uclanNe.stats.slice(0, 4).map((s) => [s.value, s.label, s.prefix]),
    );
    expect(homeContentNe.stats.lead).toContain(site.partners.university.name);
  });
});
