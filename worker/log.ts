/**
 * One JSON line per event. What a line may carry: event names, forms,
 * submission ids, states, outcomes, status codes, counts and durations;
 * never a value a visitor typed (names, e-mails, phones, messages, search
 * terms), so the logs hold no personal data. Every console call in worker/
 * goes through here or writes such fixed fields itself.
 */
export function log(entry: Record<string, unknown>, level: "log" | "warn" | "error" = "log") {
  console[level](JSON.stringify(entry));
}

/**
 * An error's message for a log line, whatever was thrown, without the parts
 * that can carry what a visitor sent. Runtime messages quote the input that
 * upset them (JSON.parse: `Unexpected token 'S', "Sita, 98…" is not valid
 * JSON`), and a library's may name a value, so quoted text, anything shaped
 * like an e-mail address and any long run of digits (a phone number) are
 * cut, and the message is cut short: what is left (the error's kind, the
 * binding or operation that failed) is what the operator needs.
 */
export function errorText(error: unknown): string {
  const message = String((error as Error)?.message ?? error);
  return message
    .replace(/"[^"]*"?|'[^']*'?|`[^`]*`?|“[^”]*”?/g, "…")
    .replace(/[^\s@<>()[\]{}"',;:]+@[^\s@<>()[\]{}"',;:]+/g, "[e-mail]")
    .replace(/\+?\d[\d\s().-]{5,}\d/g, "[number]")
    .slice(0, 200);
}
