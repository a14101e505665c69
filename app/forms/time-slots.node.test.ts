import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { TIME_SLOTS } from "./contract/constants";
import { timeSlotHours, timeSlotLabel } from "./time-slots";

describe("the visit form's time slots", () => {
  it("are shown within the admissions office's hours, in the site's clock format", () => {
    const { opens, closes } = site.admissionsHours;
    expect(TIME_SLOTS.map(timeSlotLabel)).toEqual([
      "Morning (9:00 AM – 12:00 PM)",
      "Afternoon (12:00 PM – 3:00 PM)",
      "Late afternoon (3:00 PM – 5:00 PM)",
    ]);
    for (const slot of TIME_SLOTS) {
      const { from, to } = timeSlotHours[slot];
      expect(from >= opens && to <= closes && from < to, slot).toBe(true);
    }
  });

  it("follow one another without gaps, from opening to closing time", () => {
    const hours = TIME_SLOTS.map((slot) => timeSlotHours[slot]);
    expect(hours[0]?.from).toBe(site.admissionsHours.opens);
    expect(hours.at(-1)?.to).toBe(site.admissionsHours.closes);
    for (let i = 1; i < hours.length; i++) expect(hours[i]?.from).toBe(hours[i - 1]?.to);
  });

  it("still send the values the college's spreadsheet uses (requirements §3)", () => {
    expect([...TIME_SLOTS]).toEqual(["Morning (9 AM – 12 PM)", "Afternoon (12 PM – 3 PM)", "Evening (3 PM – 6 PM)"]);
  });
});
