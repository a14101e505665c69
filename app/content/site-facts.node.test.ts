import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nepaliClockTime, toLatinDigits } from "~/i18n/numerals";
import { BEGIN, END } from "../../scripts/apps-script-block";
import { sourceFiles } from "../../scripts/preflight-nepali";
import { enrolmentMonths } from "./intakes";
import { enrolmentMonthsNe } from "./intakes.ne";
import { hoursText, site, siteWordsNe } from "./site";
import { hoursTextNe, siteNe } from "./site.ne";

/**
 * The college's address, days, hours and phone numbers are written once,
 * in site.ts, the English and the Nepali side by side; every page, form,
 * e-mail and reply reads them there. These checks read the sources of
 * app/, worker/ and apps-script/ and fail when one of those facts is typed
 * by hand again in its Nepali form, where an edit of site.ts would not reach it.
 */
const root = new URL("../../", import.meta.url).pathname;
const SOURCE = /\.(ts|tsx|gs|js|html)$/;
const EXEMPT = [/\.test\.tsx?$/, /^app\/content\/site\.ts$/];

/**
 * The text a reader can meet: comments (which may quote an example) are left
 * out, and so is Code.gs's generated part, site.ts's own facts copied by
 * `npm run apps-script` (tests/node/apps-script-block.node.test.ts keeps it current).
 */
function withoutComments(source: string): string {
  const start = source.indexOf(BEGIN);
  const end = source.indexOf(END);
  const text = start >= 0 && end > start ? source.slice(0, start) + source.slice(end + END.length) : source;
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .filter((line) => !line.trim().startsWith("//"))
    .join("\n");
}

const files = sourceFiles(root, (file) => SOURCE.test(file))
  .filter((path) => !EXEMPT.some((rule) => rule.test(path)))
  .map((path) => ({ path, text: withoutComments(readFileSync(join(root, path), "utf8")) }));

/** Where `pattern` occurs outside site.ts, as "file: match". */
function typedByHand(pattern: RegExp | string): string[] {
  return files.flatMap(({ path, text }) => {
    if (typeof pattern === "string") return text.includes(pattern) ? [`${path}: ${pattern}`] : [];
    return [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))].map(
      (m) => `${path}: ${m[0]}`,
    );
  });
}

describe("the college's facts in Nepali are written once, in site.ts", () => {
  it("reads every source file of the site, the Worker and the spreadsheet script", () => {
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "app/i18n/frame/ne.ts",
        "app/content/fees.ne.ts",
        "worker/api/replies.ne.ts",
        "apps-script/Code.gs",
      ]),
    );
    expect(paths).not.toContain("app/content/site.ts");
  });

  it("types the address's Nepali words nowhere else", () => {
    for (const words of [siteWordsNe.address.street, siteWordsNe.address.area]) expect(typedByHand(words)).toEqual([]);
    // Another spelling of the same street is the same fact typed again.
    expect(typedByHand(/यति मार्ग|यती मार्ग/)).toEqual([]);
  });

  it("types the postal code and the phone numbers in Devanagari digits nowhere else", () => {
    expect(typedByHand(siteNe.address.postalCode)).toEqual([]);
    for (const phone of siteNe.phones) {
      // The subscriber's part alone is enough to recognise the number.
      const digits = phone.replace(/[^०-९]/g, "").slice(-7);
      expect(typedByHand(digits)).toEqual([]);
    }
  });

  it("types no days of opening (a range of weekdays) and no clock time in Nepali by hand", () => {
    expect(typedByHand(/[\u0900-\u097F]+बारदेखि\s*[\u0900-\u097F]+बारसम्म/)).toEqual([]);
    // A clock time in Devanagari digits ("५:००") is one of site.ts's times written by hand.
    expect(typedByHand(/[०-९]{1,2}:[०-९]{2}/)).toEqual([]);
  });

  it("names the intake months from one record in both languages, never as a list typed by hand", () => {
    expect(enrolmentMonths).toEqual(["January", "March", "June", "September", "November"]);
    expect(enrolmentMonthsNe).toEqual([
      "जनवरी (पुस/माघ)",
      "मार्च (फागुन/चैत)",
      "जुन (जेठ/असार)",
      "सेप्टेम्बर (भदौ/असोज)",
      "नोभेम्बर (कात्तिक/मंसिर)",
    ]);
    expect(typedByHand(/January,\s*March|जनवरी,\s*मार्च|March, June|मार्च, जुन/)).toEqual([]);
  });

  it("writes the Nepali days and hours from the same record as the English", () => {
    const weekdays = ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"];
    const english = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const days = [...siteWordsNe.hoursDays, siteWordsNe.admissionsDays];
    expect(days).toHaveLength(site.hours.length + 1);
    for (const [i, hours] of [...site.hours, site.admissionsHours].entries()) {
      const daysNe = days[i] ?? "";
      const first = hours.dayNumbers[0] ?? 0;
      const last = hours.dayNumbers.at(-1) ?? 0;
      expect(hours.days).toBe(`${english[first]} to ${english[last]}`);
      expect(daysNe).toBe(`${weekdays[first]}देखि ${weekdays[last]}सम्म`);
      expect(hoursTextNe(daysNe, hours)).toBe(
        `${daysNe}: ${nepaliClockTime(hours.opens)} – ${nepaliClockTime(hours.closes)}`,
      );
      expect(hoursText(hours).startsWith(`${hours.days}: `)).toBe(true);
      // Within a sentence or after a label ("Office hours: …") the days take a comma: one colon is enough.
      expect(hoursText(hours, "sentence").startsWith(`${hours.days}, `)).toBe(true);
      expect(hoursTextNe(daysNe, hours, "sentence").startsWith(`${daysNe}, `)).toBe(true);
    }
    const open = new Set(site.hours.flatMap((h) => h.dayNumbers));
    const closed = [0, 1, 2, 3, 4, 5, 6].filter((d) => !open.has(d));
    expect(site.closedDays).toBe(closed.map((d) => english[d]).join(", "));
    expect(siteWordsNe.closedDays).toBe(closed.map((d) => weekdays[d]).join(", "));
    expect(siteNe.admissionsHours).toBe(hoursTextNe(siteWordsNe.admissionsDays, site.admissionsHours, "sentence"));
    // The same numbers, only their digits Devanagari.
    expect(siteNe.phones.map(toLatinDigits)).toEqual([...site.phones]);
    expect(siteNe.phones.join("")).not.toMatch(/[0-9]/);
  });
});
