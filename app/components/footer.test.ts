import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clockTime, site } from "~/content/site";

describe("footer opening hours", () => {
  it("show every entry of site.hours and the closed days", async () => {
    const html = await (await exports.default.fetch(new Request("https://college.test/contact"))).text();
    const block = /<p[^>]*data-opening-hours[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? "";
    const lines = block
      .replace(/<!-- -->/g, "")
      .split(/<[^>]+>/)
      .filter(Boolean);
    expect(lines).toEqual([
      ...site.hours.map((h) => `${h.days}: ${clockTime(h.opens)} – ${clockTime(h.closes)}`),
      `${site.closedDays}: Closed`,
    ]);
    // requirements §9's footer hours.
    expect(lines).toEqual(["Sunday to Friday: 7:00 AM – 5:00 PM", "Saturday: Closed"]);
  });
});
