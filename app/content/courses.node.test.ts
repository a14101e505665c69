import { describe, expect, it } from "vitest";
import { diplomaCards, homeCards, shortCourseCards } from "./courses";

describe("course cards", () => {
  it("name the same provider on the home page as on the cards they lead to", () => {
    const provider = (link: string) => homeCards.find((c) => c.link === link)?.provider;
    // The short courses are the college's own; the diplomas are the awarding body's (requirements §3).
    expect(new Set(shortCourseCards.map((c) => c.provider))).toEqual(new Set([provider("/ShortCourses")]));
    expect(new Set(diplomaCards.map((c) => c.provider))).toEqual(new Set([provider("/Diplomas")]));
  });
});
