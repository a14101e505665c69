import { describe, expect, it } from "vitest";
import { withNasals } from "./nepali-nasals.ts";

describe("the nasals' rewriter", () => {
  it("writes a nasal vowel with the chandrabindu and the listed class nasals out", () => {
    expect(withNasals("तपाईंको आवेदन काठमाडौंमा पुग्यो, हामी सम्पर्क गर्छौं। बैंकमार्फत तिर्नुहोस्।")).toBe(
      "तपाईँको आवेदन काठमाडौँमा पुग्यो, हामी सम्पर्क गर्छौँ। बैङ्कमार्फत तिर्नुहोस्।",
    );
    expect(withNasals("तपाईंलाई, तपाईंसँग, काठमाडौंस्थित, आफैं")).toBe("तपाईँलाई, तपाईँसँग, काठमाडौँस्थित, आफैँ");
  });

  it("keeps the anusvara of Sanskrit words before य–ह, and of the words that end in one", () => {
    const sanskrit = "संस्था, संरक्षण, सांस्कृतिक, मंसिर, संयुक्त, सारांश, एवं, स्वयं";
    expect(withNasals(sanskrit)).toBe(sanskrit);
  });
});
