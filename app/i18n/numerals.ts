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
