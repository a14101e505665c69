import { describe, expect, it } from "vitest";
import { admissionsFaqs, applySteps, officeHours } from "./admissions";

describe("admissions content (requirements §9)", () => {
  it("writes the office hours as the requirements do after a label: one colon, the days then a comma", () => {
    expect(officeHours).toBe("Sunday to Friday, 9:00 AM – 5:00 PM");
  });

  it("has five steps and four FAQs carrying the figures in the requirements", () => {
    expect(applySteps).toHaveLength(5);
    expect(admissionsFaqs).toHaveLength(4);
    const answers = admissionsFaqs.map((f) => f.answer).join(" ");
    expect(answers).toContain(
      "Level 4 Diploma in Computing: completion of high school (10+2 or equivalent) with at least 50%",
    );
    expect(answers).toContain("5 to 7 business days");
  });
});
