import { site, timeRange } from "~/content/site";
import type { TIME_SLOTS } from "./contract/constants";

type TimeSlot = (typeof TIME_SLOTS)[number];

/**
 * What the visit form shows for each time slot. The values the form sends
 * (TIME_SLOTS) are fixed by the requirements and reach the college's
 * spreadsheet unchanged, but the last one's "3 PM – 6 PM" runs past the
 * admissions office's closing time. So a slot is shown by its own hours,
 * written with the site's one clock format, and no slot is shown as
 * ending after the office closes: the last slot ends at closing time and is
 * called "Late afternoon" (docs/decisions/020-english-copy.md).
 */
export const timeSlotHours: Record<TimeSlot, { name: string; from: string; to: string }> = {
  "Morning (9 AM – 12 PM)": { name: "Morning", from: site.admissionsHours.opens, to: "12:00" },
  "Afternoon (12 PM – 3 PM)": { name: "Afternoon", from: "12:00", to: "15:00" },
  "Evening (3 PM – 6 PM)": { name: "Late afternoon", from: "15:00", to: site.admissionsHours.closes },
};

/** The label a visitor sees for the slot whose value is `slot`. */
export function timeSlotLabel(slot: string): string {
  const hours = timeSlotHours[slot as TimeSlot];
  return hours ? `${hours.name} (${timeRange(hours.from, hours.to)})` : slot;
}
