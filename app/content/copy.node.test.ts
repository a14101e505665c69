import { describe, expect, it } from "vitest";
import { NOTE_KEYS } from "./confirm";
import { dataScienceLevelNames } from "./data-science-levels";
import { site } from "./site";

/**
 * Checks over every string the content modules hold (the programme
 * records included), so a contradiction that was fixed cannot come back
 * through any page's copy, and the notices' words, which live with the
 * notices' code. site.ts is left out: its hours are data ("09:00"),
 * formatted for display by hoursText.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ["./**/*.ts", "../notices/words*.ts", "!./**/*.test.ts", "!./site.ts"],
  { eager: true },
);

function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  // A record's notes for the college (confirm, claims) are not copy a visitor reads.
  return Object.entries(value).flatMap(([key, v]) => (NOTE_KEYS.has(key) ? [] : strings(v, seen)));
}

const copy = Object.entries(modules).flatMap(([file, exports]) => strings(exports).map((text) => ({ file, text })));

describe("the site's copy", () => {
  it("is read from every content module", () => {
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(["./admissions.ts", "./programmes.server.ts"]));
    expect(copy.length).toBeGreaterThan(500);
  });

  it("writes clock times one way, 9:00 AM (hoursText and timeRange in site.ts)", () => {
    const times = copy.flatMap(({ file, text }) =>
      [...text.matchAll(/\b\d{1,2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)(?![a-z])|\b\d{1,2}:\d{2}\b/g)].map((m) => ({
        file,
        time: m[0],
      })),
    );
    expect(times.filter((t) => !/^\d{1,2}:\d{2} [AP]M$/.test(t.time))).toEqual([]);
  });

  it("never offers a time after the office closes at 5 PM", () => {
    expect(copy.filter(({ text }) => /\b6(:00)? ?PM\b|\b18:00\b/i.test(text))).toEqual([]);
  });

  it("says one thing of where the diplomas' top-up year is studied: at the partner university (requirements §2.4)", () => {
    const { shortName } = site.partners.university;
    // The partners' cards (on the home page too) describe other universities' own top-ups.
    const partnerCards = new Set(
      Object.entries(modules)
        .filter(([file]) => /^\.\/partners(\.ne)?\.ts$/.test(file))
        .flatMap(([, exports]) => strings(exports)),
    );
    const ours = copy.filter(({ text }) => !partnerCards.has(text));
    const topUps = ours.filter(({ text }) => /top-up|टप-अप/i.test(text));
    expect(topUps.length).toBeGreaterThan(10);
    expect(topUps.filter(({ text }) => !text.includes(shortName))).toEqual([]);
    // Nor may a page promise that it can be done without leaving Nepal.
    expect(copy.filter(({ text }) => /leaving Nepal|नेपाल छाड्नु नपर्ने/i.test(text))).toEqual([]);
  });

  it("names each Data Science level one way", () => {
    expect(dataScienceLevelNames).toEqual(["Introduction", "Intermediate", "Advanced", "Expert"]);
    expect(copy.filter(({ text }) => /\bintroductory\b/i.test(text))).toEqual([]);
  });
});
