import { describe, expect, it } from "vitest";
import { durationSince } from "./words";

describe("durationSince: how long, in the office's words", () => {
  it.each([
    [0, "less than a minute"],
    [25_000, "less than a minute"],
    [60_000, "1 minute"],
    [59 * 60_000, "59 minutes"],
    [60 * 60_000, "1 hour"],
    [47 * 3_600_000, "47 hours"],
    [24 * 3_600_000 * 3, "3 days"],
  ])("%i ms → %s", (ms, words) => {
    expect(durationSince(1_000_000, 1_000_000 + ms)).toBe(words);
  });
});
