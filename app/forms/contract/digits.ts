/**
 * Digits between Latin and Devanagari, by code point (U+0966–U+096F), not
 * the characters, so the English pages' scripts carry no Devanagari
 * (app/i18n/numerals.ts has the same for the server). Apart from
 * ./messages.ts so a form's parts can write numbers without loading the
 * messages record.
 */
import { nepaliNumber } from "~/i18n/numerals";
import type { FormMessages } from "./messages";

/** "९८४१…" → "9841…": Devanagari digits as Latin ones, the rest untouched. */
export function latinDigits(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out += code >= 0x0966 && code <= 0x096f ? String(code - 0x0966) : ch;
  }
  return out;
}

/** A number as `messages` writes numbers. */
export function numberIn(messages: Pick<FormMessages, "digits">, n: number): string {
  return messages.digits === "latin" ? String(n) : nepaliNumber(n);
}

/** A text's Latin digits as `messages` writes numbers ("1.2 MB" → "१.२ MB" in Nepali). */
export function digitsIn(messages: Pick<FormMessages, "digits">, text: string): string {
  if (messages.digits === "latin") return text;
  let out = "";
  for (const ch of text) out += /[0-9]/.test(ch) ? String.fromCharCode(0x0966 + Number(ch)) : ch;
  return out;
}
