import { describe, expect, it } from "vitest";
import { answerFor } from "./answer.server";
import type { Student } from "./eligibility";

const mature = (experience: number): Student => ({
  board: "cbse",
  result: { scale: "percent", value: 40 },
  ielts: 6,
  diploma: null,
  experience,
  interests: ["computing"],
});

/** The reasons given for one programme of an answer, in one language. */
const reasonsFor = (student: Student, locale: "en" | "ne", slug: string) =>
  Object.values(answerFor(student, locale))
    .flat()
    .find((item) => item.slug === slug)
    ?.reasons.map((r) => r.text);

describe("the finder's answer in words", () => {
  it("counts years as each language does", () => {
    expect(reasonsFor(mature(1), "en", "l4dc")).toContainEqual(expect.stringContaining("your 1 year of experience"));
    expect(reasonsFor(mature(4), "en", "l4dc")).toContainEqual(expect.stringContaining("your 4 years of experience"));
    expect(reasonsFor(mature(4), "ne", "l4dc")).toContainEqual(expect.stringContaining("तपाईँको ४ वर्षको अनुभव"));
  });

  it("lists every step, in order, and says so", () => {
    const student: Student = { ...mature(0), board: "neb", result: { scale: "gpa", value: 1.49 }, ielts: null };
    const item = answerFor(student, "en").step.find((i) => i.slug === "l5dc");
    expect(item?.steps).toEqual([
      "Take the college's English assessment when you apply",
      "Complete the Level 3 Diploma in Computing or the Level 3 International Foundation Diploma for Higher Education Studies first",
      "Complete the Level 4 Diploma in Computing with Business Management first",
      "Reach IELTS 5.5 or an equivalent English qualification",
    ]);
  });
});

describe("the answer for a student with the SEE alone", () => {
  const see: Student = {
    board: "see",
    result: null,
    ielts: null,
    diploma: null,
    experience: 0,
    interests: ["computing"],
  };
  it("says what the SEE meets and what it does not, in both languages", () => {
    expect(reasonsFor(see, "en", "l3dc")).toContain("It asks for school completed to Grade 10, which your SEE covers.");
    expect(reasonsFor(see, "en", "l3ifdhes")).toContain(
      "It asks for school completed to Grade 11; you have passed the SEE (Grade 10).",
    );
    expect(reasonsFor(see, "en", "business-computing")).toContain(
      "It asks for a Grade 12 result, which you do not have yet.",
    );
    expect(reasonsFor(see, "ne", "l3dc")).toContain(
      "यसका लागि कक्षा १० सम्मको पढाइ चाहिन्छ, र तपाईँले SEE उत्तीर्ण गर्नुभएको छ।",
    );
  });
});
