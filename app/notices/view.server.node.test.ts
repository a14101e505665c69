import { describe, expect, it } from "vitest";
import { noticeDate } from "./view.server";

// 18:15 UTC on 30 November is midnight of 1 December in Kathmandu.
const firstDecember = Date.parse("2026-11-30T18:15:00Z");

describe("noticeDate", () => {
  it("writes the Kathmandu day in English with the month's short name", () => {
    expect(noticeDate(firstDecember, "en")).toBe("1 Dec 2026");
    expect(noticeDate(firstDecember - 1, "en")).toBe("30 Nov 2026");
  });
  it("writes Bikram Sambat, then the Gregorian date with its Nepali month name and digits, on Nepali pages", () => {
    expect(noticeDate(firstDecember, "ne")).toBe("२०८३ मंसिर १५, मङ्गलबार (१ डिसेम्बर २०२६)");
  });
});
