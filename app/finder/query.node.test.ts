import { describe, expect, it } from "vitest";
import { MOST, readQuery } from "./query";

const read = (query: string) => readQuery(new URLSearchParams(query));

describe("the finder's answers, read from its URL", () => {
  it("is the empty form without answers (and ignores other parameters)", () => {
    expect(read("").state).toBe("empty");
    expect(read("utm_source=facebook").state).toBe("empty");
  });

  it("reads a full answer, Devanagari digits included", () => {
    const query = read(
      "board=neb&scale=gpa&result=%E0%A5%A8.%E0%A5%AE&ielts=%E0%A5%AB.%E0%A5%AB&diploma=l3dc&experience=%E0%A5%A8&interest=computing&interest=bogus",
    );
    expect(query).toMatchObject({
      state: "answered",
      student: {
        board: "neb",
        result: { scale: "gpa", value: 2.8 },
        ielts: 5.5,
        diploma: "l3dc",
        experience: 2,
        interests: ["computing"],
      },
    });
  });

  it("reads the SEE without a Grade 12 result, whatever the result fields hold, and still checks the rest", () => {
    expect(read("board=see&scale=&result=&ielts=5")).toMatchObject({
      state: "answered",
      student: { board: "see", result: null, ielts: 5 },
    });
    expect(read("board=see&scale=passes&result=abc")).toMatchObject({ state: "answered", student: { result: null } });
    expect(read("board=see&ielts=11")).toMatchObject({ state: "invalid", errors: { ielts: "ieltsRange" } });
    expect(read("board=neb&scale=&result=")).toMatchObject({
      state: "invalid",
      errors: { scale: "scaleMissing", result: "resultMissing" },
    });
  });

  it("takes empty optional answers as none", () => {
    expect(read("board=cbse&scale=percent&result=62&ielts=&diploma=&experience=")).toMatchObject({
      state: "answered",
      student: { ielts: null, diploma: null, experience: 0, interests: [] },
    });
  });

  it.each([
    ["board=neb&scale=gpa&result=4.01", "result", "gpaAbove"],
    ["board=neb&scale=gpa&result=%E0%A5%AB", "result", "gpaAbove"],
    ["board=cbse&scale=percent&result=100.5", "result", "percentAbove"],
    ["board=cbse&scale=percent&result=-3", "result", "negative"],
    ["board=cbse&scale=percent&result=abc", "result", "notNumber"],
    ["board=cbse&scale=percent&result=", "result", "resultMissing"],
    ["board=a-levels&scale=passes&result=2.5", "result", "passesWhole"],
    ["board=cbse&scale=percent&result=60&ielts=9.5", "ielts", "ieltsRange"],
    ["board=cbse&scale=percent&result=60&ielts=5.3", "ielts", "ieltsRange"],
    ["board=cbse&scale=percent&result=60&experience=-1", "experience", "experience"],
    [`board=a-levels&scale=passes&result=${MOST.passesAbove + 1}`, "result", "passesAbove"],
    [`board=cbse&scale=percent&result=60&experience=${MOST.experienceAbove + 0.5}`, "experience", "experienceAbove"],
    ["board=neb&scale=gpa&result=2.8%25", "result", "notNumber"],
    ["board=cbse&scale=percent&result=62%25%25", "result", "notNumber"],
    // A kind of result the board does not give is asked again, not answered "ask the office".
    ["board=neb&scale=passes&result=3", "scale", "passesNotALevels"],
    ["board=cbse&scale=passes&result=3", "scale", "passesNotALevels"],
    ["board=other&scale=passes&result=3", "scale", "passesNotALevels"],
    ["board=a-levels&scale=gpa&result=3", "scale", "aLevelsPasses"],
    ["board=a-levels&scale=percent&result=62", "scale", "aLevelsPasses"],
    ["board=cbse&scale=gpa&result=3", "scale", "cbsePercent"],
    ["scale=percent&result=60", "board", "boardMissing"],
    ["board=mars&scale=percent&result=60", "board", "boardMissing"],
    ["board=cbse&result=60", "scale", "scaleMissing"],
  ])("%s: a message for %s (%s), never an answer", (query, field, message) => {
    const read_ = read(query);
    expect(read_.state).toBe("invalid");
    expect(read_.state === "invalid" && read_.errors).toMatchObject({ [field]: message });
  });

  it("accepts the edges of each scale", () => {
    for (const query of [
      "board=neb&scale=gpa&result=4",
      "board=neb&scale=gpa&result=0",
      "board=cbse&scale=percent&result=100",
      "board=cbse&scale=percent&result=44.9",
      "board=a-levels&scale=passes&result=0&ielts=9",
      "board=a-levels&scale=passes&result=3&ielts=0",
      `board=a-levels&scale=passes&result=${MOST.passesAbove}`,
      `board=cbse&scale=percent&result=60&experience=${MOST.experienceAbove}`,
      // Each board's own kinds of result, older NEB percentages and another board's GPA included.
      "board=neb&scale=percent&result=62",
      "board=other&scale=gpa&result=2.8",
      "board=other&scale=percent&result=62",
    ])
      expect(read(query).state, query).toBe("answered");
  });
});

describe("a percentage as a marksheet prints it", () => {
  it.each([
    ["62%25", 62],
    ["62.5 %25", 62.5],
    [" %E0%A5%AC%E0%A5%A8%25", 62],
  ])("reads %s as %d", (result, value) => {
    expect(read(`board=cbse&scale=percent&result=${result}`)).toMatchObject({
      state: "answered",
      student: { result: { scale: "percent", value } },
    });
  });
});
