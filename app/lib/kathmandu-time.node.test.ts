import { describe, expect, it } from "vitest";
import { clockTime, site } from "~/content/site";
import {
  kathmanduClock,
  kathmanduDay,
  kathmanduLocalInput,
  kathmanduLocalIso,
  kathmanduToday,
  openStatus,
} from "./kathmandu-time";

// Kathmandu is UTC+05:45 all year, so 01:15 UTC is 07:00 there.
// 2026-11-22 is a Sunday; 2026-11-28 a Saturday.
const at = (iso: string) => new Date(iso);

describe("kathmanduClock", () => {
  it("shifts UTC by 5 h 45 min, across midnight", () => {
    expect(kathmanduClock(at("2026-11-22T01:15:00Z"))).toEqual({ day: 0, minutes: 7 * 60 });
    // 20:00 UTC Saturday is 01:45 Sunday in Kathmandu.
    expect(kathmanduClock(at("2026-11-28T20:00:00Z"))).toEqual({ day: 0, minutes: 105 });
  });

  it("agrees with the time-zone database for Asia/Kathmandu at every quarter hour of a year", () => {
    const zone = new Intl.DateTimeFormat("en-GB", {
      timeZone: site.timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (let t = start; t < start + 366 * 86_400_000; t += 15 * 60_000) {
      const parts = Object.fromEntries(zone.formatToParts(t).map((p) => [p.type, p.value]));
      const expected = {
        day: days.indexOf(parts.weekday ?? ""),
        minutes: Number(parts.hour) * 60 + Number(parts.minute),
      };
      const got = kathmanduClock(new Date(t));
      if (got.day !== expected.day || got.minutes !== expected.minutes)
        expect({ at: new Date(t), got }).toEqual({ at: new Date(t), got: expected });
    }
  });
});

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
  it("gives a notice's day from its epoch milliseconds the same way (kathmanduDay)", () => {
    expect(kathmanduDay(Date.parse("2026-11-30T18:14:59Z"))).toBe("2026-11-30");
    expect(kathmanduDay(Date.parse("2026-11-30T18:15:00Z"))).toBe("2026-12-01");
  });
});

describe("openStatus (footer hours: Sunday to Friday 7:00 AM to 5:00 PM)", () => {
  const hours = site.hours;
  const cases: [string, boolean, string][] = [
    ["2026-11-22T01:14:00Z", false, "Closed now · opens today at 7:00 AM Kathmandu time"], // Sun 06:59
    ["2026-11-22T01:15:00Z", true, "Open now · closes at 5:00 PM Kathmandu time"], // Sun 07:00
    ["2026-11-25T06:00:00Z", true, "Open now · closes at 5:00 PM Kathmandu time"], // Wed 11:45
    ["2026-11-27T11:14:00Z", true, "Open now · closes at 5:00 PM Kathmandu time"], // Fri 16:59
    ["2026-11-27T11:15:00Z", false, "Closed now · opens Sunday at 7:00 AM Kathmandu time"], // Fri 17:00
    ["2026-11-28T06:00:00Z", false, "Closed now · opens tomorrow at 7:00 AM Kathmandu time"], // Sat 11:45
    ["2026-11-23T14:00:00Z", false, "Closed now · opens tomorrow at 7:00 AM Kathmandu time"], // Mon 19:45
    ["2026-11-28T20:00:00Z", false, "Closed now · opens today at 7:00 AM Kathmandu time"], // Sun 01:45 (Sat in UTC)
  ];
  for (const [iso, open, text] of cases) {
    it(`${iso} → ${open ? "open" : "closed"}`, () => {
      expect(openStatus(at(iso), hours)).toEqual({ open, text });
    });
  }

  it("works with the admissions office hours too (9:00 AM to 5:00 PM)", () => {
    expect(openStatus(at("2026-11-22T02:00:00Z"), [site.admissionsHours]).open).toBe(false); // Sun 07:45
    expect(openStatus(at("2026-11-22T03:15:00Z"), [site.admissionsHours]).open).toBe(true); // Sun 09:00
  });
});

describe("clockTime", () => {
  it("uses a 12-hour clock", () => {
    expect(clockTime("07:00")).toBe("7:00 AM");
    expect(clockTime("12:30")).toBe("12:30 PM");
    expect(clockTime("17:00")).toBe("5:00 PM");
    expect(clockTime("00:05")).toBe("12:05 AM");
  });
});

describe("the office's datetime-local fields", () => {
  it("show an instant on Kathmandu's clock and read a typed time back as the same instant", () => {
    const ms = Date.parse("2026-12-01T04:15:00Z");
    expect(kathmanduLocalInput(ms)).toBe("2026-12-01T10:00");
    expect(Date.parse(kathmanduLocalIso("2026-12-01T10:00"))).toBe(ms);
    // Across midnight: 20:00 UTC is 01:45 the next day in Kathmandu.
    expect(kathmanduLocalInput(Date.parse("2026-11-28T20:00:00Z"))).toBe("2026-11-29T01:45");
  });
});
