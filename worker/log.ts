/** One JSON line per event; never field values, so no personal data in logs. */
export function log(entry: Record<string, unknown>, level: "log" | "warn" | "error" = "log") {
  console[level](JSON.stringify(entry));
}

/** An error's message for a log line, whatever was thrown. */
export const errorText = (error: unknown) => String((error as Error)?.message ?? error);
