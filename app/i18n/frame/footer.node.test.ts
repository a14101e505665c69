import { describe, expect, it } from "vitest";
import { diplomaCards, shortCourseCards } from "~/content/courses";
import { site } from "~/content/site";
import { en } from "./en";
import { ne } from "./ne";

const { university, awardingBody } = site.partners;

describe("the footer's line on who awards what", () => {
  it("matches the course cards: diplomas from the awarding body, short courses the college's own", () => {
    expect(new Set(diplomaCards.map((card) => card.provider))).toEqual(new Set([awardingBody.name]));
    expect(new Set(shortCourseCards.map((card) => card.provider))).toEqual(new Set([site.name]));
  });

  it("says in English that degrees and diplomas are the partners' awards and the short courses the college's own", () => {
    const line = en.footer.copyright;
    expect(line).toContain(`Degrees are awarded by the ${university.name}`);
    expect(line).toContain(`diplomas by ${awardingBody.name}`);
    expect(line).toContain("short courses are the college's own");
    // Not every qualification on the site is the partners' award.
    expect(line).not.toMatch(/Qualifications are awarded/i);
  });

  it("says the same in Nepali", () => {
    const line = ne.footer.copyright;
    expect(line).toContain(`डिग्री ${university.name} ले`);
    expect(line).toContain(`डिप्लोमा ${awardingBody.name} ले`);
    expect(line).toContain("छोटो कोर्सहरू कलेजका आफ्नै");
    expect(line).not.toContain("योग्यताहरू");
  });
});
