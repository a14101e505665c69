import { describe, expect, it } from "vitest";
import { kathmanduToday } from "./kathmandu-date";

// The visit form's minimum date is "today" in Kathmandu (UTC+05:45), not on
// the visitor's or the server's clock.
describe("kathmanduToday", () => {
  it("turns over at 18:15 UTC, Kathmandu's midnight", () => {
    expect(kathmanduToday(new Date("2026-11-22T18:14:59Z"))).toBe("2026-11-22");
    expect(kathmanduToday(new Date("2026-11-22T18:15:00Z"))).toBe("2026-11-23");
  });
  it("is already tomorrow for a visitor in the evening in London", () => {
    expect(kathmanduToday(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
  });
});
