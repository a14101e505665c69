/**
 * Devanagari digits (०–९), in both directions. Nepali text writes numbers in
 * Devanagari digits; what the office receives uses Latin ones, so a phone
 * number typed as ९८४१… is read as 9841….
 */
/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

const DEVANAGARI_ZERO = 0x0966;

/** "5:00" → "५:००": every ASCII digit as its Devanagari twin. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)));
}

/**
 * 38000 → "३८,०००", 120000 → "१,२०,०००", 2.5 → "२.५": a number as Nepali
 * text writes it, in Devanagari digits grouped the Nepali way (the last
 * three digits, then by twos). Every number the site computes for a Nepali
 * reader (a count, a total, a figure counting up) is written through this;
 * digit strings that are not quantities (a year, a phone number, a clock
 * time) keep toDevanagariDigits.
 */
export function nepaliNumber(value: number, decimals = 0): string {
  const [whole = "", fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}` : whole;
  return toDevanagariDigits(`${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`);
}

/** A figure as written, its own decimals kept (1.5 → "१.५", 44.9 → "४४.९", 45 → "४५"): thresholds quoted from a record. */
export function nepaliFigure(value: number): string {
  return nepaliNumber(value, (String(value).split(".")[1] ?? "").length);
}

/** A number in a page's digits: nepaliNumber on a Nepali page, as it is (to `decimals` places) on an English one. */
export function localNumber(locale: "en" | "ne"): (value: number, decimals?: number) => string {
  return locale === "ne" ? nepaliNumber : (value, decimals = 0) => value.toFixed(decimals);
}

/** "९८४१" → "9841": every Devanagari digit as its ASCII twin, the rest untouched. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/**
 * "07:00" → "बिहान ७:००", "17:00" → "बेलुका ५:००": a clock time as Nepali
 * writes it, the part of the day in words where English writes AM and PM.
 */
export function nepaliClockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const part = h < 4 ? "राति" : h < 12 ? "बिहान" : h < 16 ? "दिउँसो" : h < 19 ? "बेलुका" : "राति";
  return `${part} ${toDevanagariDigits(`${h % 12 || 12}:${String(m).padStart(2, "0")}`)}`;
}
