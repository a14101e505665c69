import { describe, expect, it } from "vitest";
import { heroPitches, stats, statsSection, tickerItems } from "./home";
import { site } from "./site";
import { uclan } from "./uclan";
import { CAROUSEL_INTERVAL_AFTER_MANUAL_MS, CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX, partners } from "./partners";

// Contrast ratio of a hex colour against white (WCAG 2.x relative luminance).
function contrastWithWhite(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
}

describe("home content (requirements §1, §3, §9)", () => {
  it("has the four pitches and a ticker covering every announcement", () => {
    expect(heroPitches).toHaveLength(4);
    const ticker = tickerItems.join(" ").toLowerCase();
    for (const phrase of [
      "admissions are open",
      "up to 100%",
      "assured internship",
      "data science and ai",
      "cyber security and networking",
    ]) {
      expect(ticker).toContain(phrase);
    }
  });

  it("shows the partner university's four headline figures, the UCLan page's own, with their exact values", () => {
    expect(stats.map((s) => s.value)).toEqual(["190+", "38000+", "100+", "Top 3.7%"]);
    // One record for both pages: the same numbers, labels, prefixes and suffixes as the UCLan page's first four.
    expect(stats.map((s) => [s.numeric, s.label, s.prefix, s.suffix, s.decimals ?? 0])).toEqual(
      uclan.stats.slice(0, 4).map((s) => [s.value, s.label, s.prefix, s.suffix, s.decimals ?? 0]),
    );
    for (const s of stats)
      expect(`${s.prefix ?? ""}${s.numeric.toFixed(s.decimals ?? 0)}${s.suffix ?? ""}`).toBe(s.value);
  });

  it("names the university the figures describe", () => {
    const { university } = site.partners;
    expect(statsSection.lead).toContain(university.name);
    expect(statsSection.lead).toContain(university.shortName);
    expect(statsSection.heading.toLowerCase()).toContain("university");
  });

  it("has ten partners with every field, unique ids and external https links", () => {
    expect(partners).toHaveLength(10);
    expect(new Set(partners.map((p) => p.id)).size).toBe(10);
    for (const p of partners) {
      for (const field of [p.name, p.logo.mark, p.logo.text, p.headline, p.description])
        expect(field.trim()).not.toBe("");
      expect(new URL(p.link).protocol).toBe("https:");
      // The monogram is white on the partner's colour: keep it AA.
      expect(contrastWithWhite(p.colour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps the carousel constants of requirements §4/§9", () => {
    expect([CAROUSEL_INTERVAL_MS, CAROUSEL_INTERVAL_AFTER_MANUAL_MS, SWIPE_THRESHOLD_PX]).toEqual([5000, 4000, 50]);
  });
});
