import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { officeHours } from "../../app/content/admissions";
import { admissionsContentNe } from "../../app/content/admissions.ne";
import { site } from "../../app/content/site";
import { collegeFacts, generatedBlock, withGeneratedBlock } from "../../scripts/apps-script-block";

/**
 * apps-script/Code.gs carries a copy of the college's contact details and
 * the confirmation e-mail's words (it is pasted into Google's editor and can
 * import nothing): the copy must be the content as it stands.
 */
const source = readFileSync(new URL("../../apps-script/Code.gs", import.meta.url), "utf8");

describe("the generated part of Code.gs", () => {
  it("is current: run `npm run apps-script` after changing the content it copies", () => {
    expect(withGeneratedBlock(source) === source, "apps-script/Code.gs is stale: run `npm run apps-script`").toBe(true);
  });

  it("holds the site's contact details, and changes when they do", () => {
    expect(generatedBlock()).toContain(JSON.stringify(site.phones[0]));
    expect(generatedBlock()).toContain(JSON.stringify(site.emails[0]));
    const changed = source.replace(JSON.stringify(site.phones[0]), JSON.stringify("+977-1-4000001"));
    expect(withGeneratedBlock(changed)).toBe(source);
  });

  it("writes the office hours as the pages do, in both languages, from site.ts's one record", () => {
    const college = collegeFacts();
    expect(college.admissionsHours).toBe(`${officeHours} (Kathmandu time)`);
    expect(college.inNepali.admissionsHours.startsWith(`${admissionsContentNe.officeHours} (`)).toBe(true);
  });

  it("offers no time outside the office hours: every clock time the e-mail names lies within them", () => {
    const minutes = (hhmm: string) => {
      const [h = 0, m = 0] = hhmm.split(":").map(Number);
      return h * 60 + m;
    };
    const opens = Math.min(...[site.admissionsHours, ...site.hours].map((h) => minutes(h.opens)));
    const closes = Math.max(...[site.admissionsHours, ...site.hours].map((h) => minutes(h.closes)));
    // "9:00 AM", "5 PM", "3 PM – 6 PM": any time the generated words hold, in English.
    const times = [...generatedBlock().matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*([AP])M\b/g)].map((m) => {
      const hour = (Number(m[1]) % 12) + (m[3] === "P" ? 12 : 0);
      return { time: m[0], minutes: hour * 60 + Number(m[2] ?? 0) };
    });
    expect(times.length).toBeGreaterThan(0);
    expect(times.filter((t) => t.minutes < opens || t.minutes > closes)).toEqual([]);
  });
});
