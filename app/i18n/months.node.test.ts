import NepaliDate from "nepali-date-converter";
import { describe, expect, it } from "vitest";
import { BS_MONTHS, bsMonthsOf, monthWithBsNe } from "./months";

describe("a Gregorian month's Bikram Sambat months", () => {
  it("are the months its first and last days fall in, every year the calendar covers around now", () => {
    for (let year = 2020; year <= 2032; year++)
      for (let month = 0; month < 12; month++) {
        const first = new NepaliDate(new Date(year, month, 1)).getMonth();
        const last = new NepaliDate(new Date(year, month + 1, 0)).getMonth();
        expect([BS_MONTHS[first], BS_MONTHS[last]], `${year}-${month + 1}`).toEqual([...bsMonthsOf(month)]);
      }
  });

  it("are written beside the month's Nepali name", () => {
    expect(monthWithBsNe("January")).toBe("जनवरी (पुस/माघ)");
    expect(monthWithBsNe("November")).toBe("नोभेम्बर (कात्तिक/मंसिर)");
    expect(() => monthWithBsNe("Jan")).toThrow();
  });
});
