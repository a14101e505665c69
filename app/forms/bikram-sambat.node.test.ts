import { describe, expect, it } from "vitest";
import { bikramSambat } from "./bikram-sambat";

describe("bikramSambat: the visit date in the Nepali calendar", () => {
  it.each([
    // New Year's Day (1 Baishakh) of 2082 and 2083, and dates the college's calendar shows.
    ["2025-04-14", "२०८२ वैशाख १, सोमबार"],
    ["2026-04-14", "२०८३ वैशाख १, मङ्गलबार"],
    ["2026-11-24", "२०८३ मंसिर ८, मङ्गलबार"],
    ["2027-01-01", "२०८३ पुस १७, शुक्रबार"],
  ])("%s is %s", (iso, bs) => {
    expect(bikramSambat(iso)).toBe(bs);
  });

  it("answers nothing for what is not a date", () => {
    for (const text of ["", "2026-02-30", "24/11/2026", "2026-13-01"]) expect(bikramSambat(text)).toBeNull();
  });
});
