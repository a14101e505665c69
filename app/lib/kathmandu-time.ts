/**
 * "Open now / closed" for the contact page, in Kathmandu time (requirements §9:
 * displayed times use Kathmandu time, whatever the visitor's or the
 * server's clock says). Pure: pass the instant in, get the line out.
 */
import { clockTime, type OpeningHours, site } from "~/content/site";
import { fill } from "~/i18n/fill";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const TIME_ZONE = site.timeZone;

/** Nepal keeps UTC+05:45 all year, with no summer time: the one place that says so. */
const OFFSET_MS = 345 * 60_000;

/** The instant moved by Kathmandu's offset: its UTC fields read as Kathmandu's clock. */
const onKathmanduClock = (now: Date) => new Date(now.getTime() + OFFSET_MS);

/** Kathmandu's offset as ISO 8601 writes it. */
const OFFSET = "+05:45";

/** An instant as ISO 8601 on Kathmandu's clock ("2026-11-24T10:20:00.000+05:45"), as the sheet records it. */
export function kathmanduIso(now = new Date()): string {
  return onKathmanduClock(now).toISOString().replace("Z", OFFSET);
}

/** An instant as a datetime-local field holds it on Kathmandu's clock ("2026-11-24T10:20"): the office's time fields. */
export const kathmanduLocalInput = (ms: number) => kathmanduIso(new Date(ms)).slice(0, 16);

/** A datetime-local field's value ("2026-11-24T10:20") read as Kathmandu's clock, as ISO 8601 with the offset. */
export const kathmanduLocalIso = (local: string) => `${local}${OFFSET}`;

/** The instant of midnight, Kathmandu time, on the day `now` falls in there. */
export function kathmanduMidnight(now: number): number {
  const day = 86_400_000;
  return Math.floor((now + OFFSET_MS) / day) * day - OFFSET_MS;
}

/** "24 Nov 2026, 14:05": an instant on Kathmandu's clock, as the office reads it (its page, the alert e-mail). */
export function kathmanduDateTime(ms: number): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(ms);
}

/**
 * Day of week (0 = Sunday) and minutes since midnight in Kathmandu. Plain
 * arithmetic on the fixed offset: a time-zone formatter costs the contact
 * page's script about 35 ms of a phone's main thread the first time it is
 * made (it loads the zone data), for a clock with no summer time to look up.
 */
export function kathmanduClock(now: Date): { day: number; minutes: number } {
  const local = onKathmanduClock(now);
  return { day: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Today's date on Kathmandu's clock as YYYY-MM-DD (the visit form's earliest date). */
export function kathmanduToday(now: Date = new Date()): string {
  return kathmanduIso(now).slice(0, 10);
}

/** The day an instant (epoch milliseconds) falls on in Kathmandu, as YYYY-MM-DD (a notice's date). */
export const kathmanduDay = (ms: number) => kathmanduToday(new Date(ms));

const toMinutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

export interface OpenStatus {
  open: boolean;
  text: string;
}

/**
 * The open/closed line's words in one language. `{time}` and `{when}` are
 * blanks; `times` writes each clock time the hours use ("07:00" → "7:00 AM"),
 * so the page's script needs no clock formatting of its own for a language:
 * a Nepali page's loader sends its words (app/content/contact.ne.ts).
 */
export type OpenStatusWords = ReturnType<typeof englishStatusWords>;

/** The line's English words, for `hours`. */
export function englishStatusWords(hours: readonly OpeningHours[]) {
  return {
    open: "Open now · closes at {time} Kathmandu time",
    closedOpens: "Closed now · opens {when} at {time} Kathmandu time",
    closed: "Closed now",
    today: "today",
    tomorrow: "tomorrow",
    /** Sunday first. */
    days: DAYS as readonly string[],
    times: clockTimes(hours, clockTime),
  };
}

/** Each opening and closing time of `hours`, written by `write`. */
export function clockTimes(hours: readonly OpeningHours[], write: (hhmm: string) => string): Record<string, string> {
  return Object.fromEntries(hours.flatMap((h) => [h.opens, h.closes]).map((t) => [t, write(t)]));
}

export function openStatus(
  now: Date,
  hours: readonly OpeningHours[],
  words: OpenStatusWords = englishStatusWords(hours),
): OpenStatus {
  const { day, minutes } = kathmanduClock(now);
  const today = hours.find((h) => h.dayNumbers.includes(day));
  if (today && minutes >= toMinutes(today.opens) && minutes < toMinutes(today.closes)) {
    return { open: true, text: fill(words.open, { time: words.times[today.closes] ?? today.closes }) };
  }
  // The next opening: later today, or the first open day after it.
  for (let ahead = 0; ahead < 8; ahead++) {
    const d = (day + ahead) % 7;
    const slot = hours.find((h) => h.dayNumbers.includes(d));
    if (!slot || (ahead === 0 && minutes >= toMinutes(slot.opens))) continue;
    const when = ahead === 0 ? words.today : ahead === 1 ? words.tomorrow : (words.days[d] ?? "");
    return { open: false, text: fill(words.closedOpens, { when, time: words.times[slot.opens] ?? slot.opens }) };
  }
  return { open: false, text: words.closed };
}
